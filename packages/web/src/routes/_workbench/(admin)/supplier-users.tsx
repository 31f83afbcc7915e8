import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '@/app/search.ts';
import type { userFilters } from '@/features/admin/users/filters.ts';
import { SupplierUsersPage } from '@/features/admin/users/UserPages.tsx';

export const Route = createFileRoute('/_workbench/(admin)/supplier-users')({
  validateSearch: listSearch<typeof userFilters>(),
  component: SupplierUsersPage,
});
