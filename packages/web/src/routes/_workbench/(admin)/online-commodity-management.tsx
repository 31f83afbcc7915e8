import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '@/app/search.ts';
import type { managedGoodsFilters } from '@/features/admin/goods/filters.ts';
import { ManagedGoodsPage } from '@/features/admin/goods/ManagedGoodsPage.tsx';

export const Route = createFileRoute('/_workbench/(admin)/online-commodity-management')({
  validateSearch: listSearch<typeof managedGoodsFilters>(),
  component: ManagedGoodsPage,
});
