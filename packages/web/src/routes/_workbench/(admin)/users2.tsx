import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '@/app/search.ts';
import type { allUserFilters } from '@/features/admin/users/filters.ts';
import { UsersByOrgPage } from '@/features/admin/users/UsersByOrgPage.tsx';

export const Route = createFileRoute('/_workbench/(admin)/users2')({
  validateSearch: listSearch<typeof allUserFilters>(),
  component: UsersByOrgPage,
});
