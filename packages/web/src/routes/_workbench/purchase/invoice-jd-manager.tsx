import { createFileRoute } from '@tanstack/react-router';
import { JdInvoiceManagerPage } from '@/features/purchase/account/JdInvoiceManagerPage.tsx';

export const Route = createFileRoute('/_workbench/purchase/invoice-jd-manager')({
  component: JdInvoiceManagerPage,
});
