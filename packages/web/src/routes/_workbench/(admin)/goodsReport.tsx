import { createFileRoute } from '@tanstack/react-router';
import type { goodsReportFilters } from '@/features/admin/goods/filters.ts';
import { GoodsReportPage } from '@/features/admin/goods/reports/GoodsReportPage.tsx';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(admin)/goodsReport')({
  validateSearch: listSearch<typeof goodsReportFilters>(),
  component: GoodsReportPage,
});
