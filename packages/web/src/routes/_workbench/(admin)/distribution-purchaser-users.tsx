import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '@/app/search.ts';
import type { userFilters } from '@/features/admin/users/filters.ts';
import { DistributionPurchaserUsersPage } from '@/features/admin/users/UserPages.tsx';

export const Route = createFileRoute('/_workbench/(admin)/distribution-purchaser-users')({
  validateSearch: listSearch<typeof userFilters>(),
  component: DistributionPurchaserUsersPage,
});
