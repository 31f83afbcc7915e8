import { createFileRoute } from '@tanstack/react-router';
import { CockpitPage } from '@/features/admin/statistics/cockpit/CockpitPage.tsx';
import type { periodFilters } from '@/features/admin/statistics/shared/filters.ts';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(admin)/data-cockpit')({
  validateSearch: listSearch<typeof periodFilters>(),
  component: CockpitPage,
});
