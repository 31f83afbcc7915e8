import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '@/app/search.ts';
import type { selfGoodsListSearch } from '@/features/supplier/goods/filters.ts';
import { SelfGoodsListPage } from '@/features/supplier/goods/GoodsListPage.tsx';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-commerce-putawayt')({
  validateSearch: listSearch<typeof selfGoodsListSearch>(),
  component: SelfGoodsListPage,
});
