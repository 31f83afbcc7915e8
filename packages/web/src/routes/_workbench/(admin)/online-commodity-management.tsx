import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '@/app/search.ts';
import type { managedGoodsSearch } from '@/features/admin/goods/filters.ts';
import { ManagedGoodsPage } from '@/features/admin/goods/ManagedGoodsPage.tsx';

export const Route = createFileRoute('/_workbench/(admin)/online-commodity-management')({
  validateSearch: listSearch<typeof managedGoodsSearch>(),
  component: ManagedGoodsPage,
});
