import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '@/app/search.ts';
import type { userFilters } from '@/features/admin/users/filters.ts';
import { PurchaserUsersPage } from '@/features/admin/users/UserPages.tsx';

export const Route = createFileRoute('/_workbench/(admin)/purchaser-users')({
  validateSearch: listSearch<typeof userFilters>(),
  component: PurchaserUsersPage,
});
