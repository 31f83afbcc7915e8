import { createFileRoute } from '@tanstack/react-router';
import { InvoiceOverviewPage } from '@/features/admin/settlement/invoices/InvoiceOverviewPage.tsx';

export const Route = createFileRoute('/_workbench/(admin)/invoice')({
  component: InvoiceOverviewPage,
});
