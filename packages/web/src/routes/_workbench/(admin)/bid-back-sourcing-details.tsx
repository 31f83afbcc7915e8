import { createFileRoute } from '@tanstack/react-router';
import { SupplierJoinPage } from '@/features/admin/statistics/reports/SupplierJoinPage.tsx';
import type { supplierPeriodFilters } from '@/features/admin/statistics/shared/filters.ts';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(admin)/bid-back-sourcing-details')({
  validateSearch: listSearch<typeof supplierPeriodFilters>(),
  component: () => <SupplierJoinPage label="竞价反拍寻源明细" />,
});
