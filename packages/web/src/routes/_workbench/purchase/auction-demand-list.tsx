import { createFileRoute } from '@tanstack/react-router';
import { DemandListPage } from '@/features/purchase/projects/demand/DemandListPage.tsx';
import type { demandFilters } from '@/features/purchase/projects/filters.ts';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/purchase/auction-demand-list')({
  validateSearch: listSearch<typeof demandFilters>(),
  component: () => <DemandListPage mode="auction" />,
});
