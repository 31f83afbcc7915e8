import { createFileRoute } from '@tanstack/react-router';
import type { selfGoodsListSearch } from '@/features/supplier/goods/filters.ts';
import { SelfGoodsListPage } from '@/features/supplier/goods/GoodsListPage.tsx';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-commerce-putawayt')({
  validateSearch: listSearch<typeof selfGoodsListSearch>(),
  component: SelfGoodsListPage,
});
