import { createFileRoute } from '@tanstack/react-router';
import { RiskReportPage } from '@/features/admin/statistics/risk/RiskReportPage.tsx';
import type { riskFilters } from '@/features/admin/statistics/shared/filters.ts';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(admin)/duplicate-ip-statistics')({
  validateSearch: listSearch<typeof riskFilters>(),
  component: RiskReportPage,
});
