import { createFileRoute } from '@tanstack/react-router';
import { DealLinesPage } from '@/features/admin/statistics/reports/DealLinesPage.tsx';
import type { goodsPeriodFilters } from '@/features/admin/statistics/shared/filters.ts';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(admin)/eshop-details')({
  validateSearch: listSearch<typeof goodsPeriodFilters>(),
  component: () => <DealLinesPage label="电商明细" supplierType={1} />,
});
