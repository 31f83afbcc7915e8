import { createFileRoute } from '@tanstack/react-router';
import { SupplierRankingPage } from '@/features/admin/statistics/rankings/SupplierRankingPage.tsx';
import type { supplierPeriodFilters } from '@/features/admin/statistics/shared/filters.ts';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(admin)/e-commerce-trading-ranking')({
  validateSearch: listSearch<typeof supplierPeriodFilters>(),
  component: () => <SupplierRankingPage supplierType={1} label="电商交易排行" />,
});
