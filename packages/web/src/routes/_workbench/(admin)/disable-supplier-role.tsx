import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '@/app/search.ts';
import type { orgRoleFilters } from '@/features/admin/roles/org-roles/filters.ts';
import { OrgRolesPage } from '@/features/admin/roles/org-roles/OrgRolesPage.tsx';

export const Route = createFileRoute('/_workbench/(admin)/disable-supplier-role')({
  validateSearch: listSearch<typeof orgRoleFilters>(),
  component: OrgRolesPage,
});
