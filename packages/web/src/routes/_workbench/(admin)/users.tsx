import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '@/app/search.ts';
import type { allUserFilters } from '@/features/admin/users/filters.ts';
import { AllUsersPage } from '@/features/admin/users/UserPages.tsx';

export const Route = createFileRoute('/_workbench/(admin)/users')({
  validateSearch: listSearch<typeof allUserFilters>(),
  component: AllUsersPage,
});
