import { createFileRoute } from '@tanstack/react-router';
import type { roleFilters } from '@/features/admin/roles/filters.ts';
import { PurchaserRolesPage } from '@/features/admin/roles/RoleListPage.tsx';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(admin)/role-purchaser')({
  validateSearch: listSearch<typeof roleFilters>(),
  component: PurchaserRolesPage,
});
