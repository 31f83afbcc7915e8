import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '@/app/search.ts';
import type { localGoodsSearch } from '@/features/admin/goods/filters.ts';
import { LocalGoodsPage } from '@/features/admin/goods/ManagedGoodsPage.tsx';

export const Route = createFileRoute('/_workbench/(admin)/local-supplier-commodity-management')({
  validateSearch: listSearch<typeof localGoodsSearch>(),
  component: LocalGoodsPage,
});
