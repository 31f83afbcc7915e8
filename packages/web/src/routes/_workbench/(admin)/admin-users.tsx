import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '@/app/search.ts';
import type { userFilters } from '@/features/admin/users/filters.ts';
import { AdminUsersPage } from '@/features/admin/users/UserPages.tsx';

export const Route = createFileRoute('/_workbench/(admin)/admin-users')({
  validateSearch: listSearch<typeof userFilters>(),
  component: AdminUsersPage,
});
