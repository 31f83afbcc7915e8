import { createFileRoute } from '@tanstack/react-router';
import type { orderManagerFilters } from '@/features/admin/orders/filters.ts';
import { AgreementOrderPage } from '@/features/admin/orders/OrderManagerPage.tsx';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(admin)/admin-agreement-order')({
  validateSearch: listSearch<typeof orderManagerFilters>(),
  component: AgreementOrderPage,
});
