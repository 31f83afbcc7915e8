import { createFileRoute } from '@tanstack/react-router';
import type { hallFilters } from '@/features/purchase/projects/filters.ts';
import { HallPage } from '@/features/purchase/projects/hall/HallPage.tsx';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/purchase/bidding-hall')({
  validateSearch: listSearch<typeof hallFilters>(),
  component: () => <HallPage mode="bidding" />,
});
