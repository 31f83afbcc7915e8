import { createFileRoute } from '@tanstack/react-router';
import { InvoiceManagerPage } from '@/features/purchase/account/InvoiceManagerPage.tsx';

export const Route = createFileRoute('/_workbench/purchase/invoice-manager')({
  component: InvoiceManagerPage,
});
