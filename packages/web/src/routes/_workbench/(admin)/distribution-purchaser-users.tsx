import { createFileRoute } from '@tanstack/react-router';
import type { userFilters } from '@/features/admin/users/filters.ts';
import { DistributionPurchaserUsersPage } from '@/features/admin/users/UserPages.tsx';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(admin)/distribution-purchaser-users')({
  validateSearch: listSearch<typeof userFilters>(),
  component: DistributionPurchaserUsersPage,
});
