import { createFileRoute } from '@tanstack/react-router';
import type { welfareUserFilters } from '@/features/admin/welfare/filters.ts';
import { WelfareUserListPage } from '@/features/admin/welfare/WelfareUserListPage.tsx';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(admin)/welfare-activity-users')({
  validateSearch: listSearch<typeof welfareUserFilters>(),
  component: WelfareUserListPage,
});
