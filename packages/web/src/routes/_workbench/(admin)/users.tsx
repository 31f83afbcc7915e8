import { createFileRoute } from '@tanstack/react-router';
import type { allUserFilters } from '@/features/admin/users/filters.ts';
import { AllUsersPage } from '@/features/admin/users/UserPages.tsx';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(admin)/users')({
  validateSearch: listSearch<typeof allUserFilters>(),
  component: AllUsersPage,
});
