import { createFileRoute } from '@tanstack/react-router';
import type { allUserFilters } from '@/features/admin/users/filters.ts';
import { UsersByOrgPage } from '@/features/admin/users/UsersByOrgPage.tsx';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(admin)/users2')({
  validateSearch: listSearch<typeof allUserFilters>(),
  component: UsersByOrgPage,
});
