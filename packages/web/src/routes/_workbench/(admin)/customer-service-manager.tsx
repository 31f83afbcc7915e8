import { createFileRoute } from '@tanstack/react-router';
import { CustomerListPage } from '@/features/admin/system/customers/CustomerListPage.tsx';
import type { customerFilters } from '@/features/admin/system/customers/filters.ts';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(admin)/customer-service-manager')({
  validateSearch: listSearch<typeof customerFilters>(),
  component: CustomerListPage,
});
