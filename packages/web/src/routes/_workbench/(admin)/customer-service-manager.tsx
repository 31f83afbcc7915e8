import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '@/app/search.ts';
import { CustomerListPage } from '@/features/admin/system/customers/CustomerListPage.tsx';
import type { customerFilters } from '@/features/admin/system/customers/filters.ts';

export const Route = createFileRoute('/_workbench/(admin)/customer-service-manager')({
  validateSearch: listSearch<typeof customerFilters>(),
  component: CustomerListPage,
});
