import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '@/app/search.ts';
import type { goodsListSearch } from '@/features/supplier/goods/filters.ts';
import { GoodsListPage } from '@/features/supplier/goods/GoodsListPage.tsx';

export const Route = createFileRoute('/_workbench/(supplier)/e-commerce-putaway')({
  validateSearch: listSearch<typeof goodsListSearch>(),
  component: GoodsListPage,
});
