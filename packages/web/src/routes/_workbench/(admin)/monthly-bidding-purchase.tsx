import { createFileRoute } from '@tanstack/react-router';
import { MonthlyPage } from '@/features/admin/statistics/monthly/MonthlyPage.tsx';
import type { yearFilters } from '@/features/admin/statistics/shared/filters.ts';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(admin)/monthly-bidding-purchase')({
  validateSearch: listSearch<typeof yearFilters>(),
  component: () => <MonthlyPage purchaseType={2} />,
});
