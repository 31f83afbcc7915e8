import { createFileRoute } from '@tanstack/react-router';
import type { sourcingFilters } from '@/features/admin/projects/filters.ts';
import { SourcingListPage } from '@/features/admin/projects/SourcingListPage.tsx';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(admin)/sourcing-manager-offer')({
  validateSearch: listSearch<typeof sourcingFilters>(),
  component: SourcingListPage,
});
