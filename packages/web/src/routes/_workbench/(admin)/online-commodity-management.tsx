import { createFileRoute } from '@tanstack/react-router';
import type { managedGoodsSearch } from '@/features/admin/goods/filters.ts';
import { ManagedGoodsPage } from '@/features/admin/goods/ManagedGoodsPage.tsx';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(admin)/online-commodity-management')({
  validateSearch: listSearch<typeof managedGoodsSearch>(),
  component: ManagedGoodsPage,
});
