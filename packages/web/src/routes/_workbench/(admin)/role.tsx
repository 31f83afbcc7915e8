import { createFileRoute } from '@tanstack/react-router';
import type { roleFilters } from '@/features/admin/roles/filters.ts';
import { RoleListPage } from '@/features/admin/roles/RoleListPage.tsx';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(admin)/role')({
  validateSearch: listSearch<typeof roleFilters>(),
  component: RoleListPage,
});
