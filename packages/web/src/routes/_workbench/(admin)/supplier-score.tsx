import { createFileRoute } from '@tanstack/react-router';
import type { scoreFilters } from '@/features/admin/governance/scores/filters.ts';
import { ScoreListPage } from '@/features/admin/governance/scores/ScoreListPage.tsx';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(admin)/supplier-score')({
  validateSearch: listSearch<typeof scoreFilters>(),
  component: ScoreListPage,
});
