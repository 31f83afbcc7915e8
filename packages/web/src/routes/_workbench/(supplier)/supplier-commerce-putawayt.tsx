import { createFileRoute } from '@tanstack/react-router';
import { selfGoodsFilters, withCategoryPath } from '@/features/supplier/goods/filters.ts';
import { SelfGoodsListPage } from '@/features/supplier/goods/GoodsListPage.tsx';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-commerce-putawayt')({
  validateSearch: withCategoryPath(selfGoodsFilters.search),
  component: SelfGoodsListPage,
});
