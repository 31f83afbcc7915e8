import { createFileRoute } from '@tanstack/react-router';
import { goodsFilters, withCategoryPath } from '@/features/supplier/goods/filters.ts';
import { GoodsListPage } from '@/features/supplier/goods/GoodsListPage.tsx';

export const Route = createFileRoute('/_workbench/(supplier)/e-commerce-putaway')({
  validateSearch: withCategoryPath(goodsFilters.search),
  component: GoodsListPage,
});
