import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '@/app/search.ts';
import type { roleFilters } from '@/features/admin/roles/filters.ts';
import { AdminRolesPage } from '@/features/admin/roles/RoleListPage.tsx';

export const Route = createFileRoute('/_workbench/(admin)/role-admin')({
  validateSearch: listSearch<typeof roleFilters>(),
  component: AdminRolesPage,
});
