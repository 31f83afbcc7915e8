import { createFileRoute } from '@tanstack/react-router';
import { SupplierRankingPage } from '@/features/admin/statistics/rankings/SupplierRankingPage.tsx';
import type { supplierPeriodFilters } from '@/features/admin/statistics/shared/filters.ts';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(admin)/local-suppliers-ranking')({
  validateSearch: listSearch<typeof supplierPeriodFilters>(),
  component: () => <SupplierRankingPage supplierType={2} label="本地供应商排行" />,
});
