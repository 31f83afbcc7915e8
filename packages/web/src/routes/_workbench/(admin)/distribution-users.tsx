import { createFileRoute } from '@tanstack/react-router';
import type { userFilters } from '@/features/admin/users/filters.ts';
import { DistributionUsersPage } from '@/features/admin/users/UserPages.tsx';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(admin)/distribution-users')({
  validateSearch: listSearch<typeof userFilters>(),
  component: DistributionUsersPage,
});
