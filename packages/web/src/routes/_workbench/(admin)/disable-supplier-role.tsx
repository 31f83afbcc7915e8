import { createFileRoute } from '@tanstack/react-router';
import type { orgRoleFilters } from '@/features/admin/roles/org-roles/filters.ts';
import { OrgRolesPage } from '@/features/admin/roles/org-roles/OrgRolesPage.tsx';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(admin)/disable-supplier-role')({
  validateSearch: listSearch<typeof orgRoleFilters>(),
  component: OrgRolesPage,
});
