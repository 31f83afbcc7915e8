import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '@/app/search.ts';
import { DemandListPage } from '@/features/purchase/demand/DemandListPage.tsx';
import type { demandFilters } from '@/features/purchase/demand/filters.ts';

export const Route = createFileRoute('/_workbench/purchase/demand')({
  validateSearch: listSearch<typeof demandFilters>(),
  component: DemandListPage,
});
