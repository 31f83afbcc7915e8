import { createFileRoute } from '@tanstack/react-router';
import type { goodsChangeFilters } from '@/features/admin/goods/filters.ts';
import { PriceChangesPage } from '@/features/admin/goods/PriceChangesPage.tsx';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(admin)/priceUpdate')({
  validateSearch: listSearch<typeof goodsChangeFilters>(),
  component: PriceChangesPage,
});
