import { createFileRoute } from '@tanstack/react-router';
import { GoodsRankingPage } from '@/features/admin/statistics/rankings/GoodsRankingPage.tsx';
import type { goodsPeriodFilters } from '@/features/admin/statistics/shared/filters.ts';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(admin)/commodity-turnover-ranking')({
  validateSearch: listSearch<typeof goodsPeriodFilters>(),
  component: GoodsRankingPage,
});
