import { createFileRoute } from '@tanstack/react-router';
import { DemandListPage } from '@/features/purchase/demand/DemandListPage.tsx';
import type { demandFilters } from '@/features/purchase/demand/filters.ts';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/purchase/demand')({
  validateSearch: listSearch<typeof demandFilters>(),
  component: DemandListPage,
});
