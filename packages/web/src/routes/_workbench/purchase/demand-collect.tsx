import { createFileRoute } from '@tanstack/react-router';
import { DemandCollectPage } from '@/features/purchase/demand/DemandCollectPage.tsx';
import type { collectFilters } from '@/features/purchase/demand/filters.ts';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/purchase/demand-collect')({
  validateSearch: listSearch<typeof collectFilters>(),
  component: DemandCollectPage,
});
