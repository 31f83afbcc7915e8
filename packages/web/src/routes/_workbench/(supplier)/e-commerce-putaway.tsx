import { createFileRoute } from '@tanstack/react-router';
import type { goodsListSearch } from '@/features/supplier/goods/filters.ts';
import { GoodsListPage } from '@/features/supplier/goods/GoodsListPage.tsx';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(supplier)/e-commerce-putaway')({
  validateSearch: listSearch<typeof goodsListSearch>(),
  component: GoodsListPage,
});
