import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '../../../app/search.ts';
import { GoodsListPage } from '../../../features/supplier/goods/GoodsListPage.tsx';
import { goodsListFilters } from '../../../features/supplier/goods/search.ts';

export const Route = createFileRoute('/_workbench/(supplier)/e-commerce-putaway')({
  staticData: { title: '商品列表' },
  validateSearch: listSearch(goodsListFilters),
  component: GoodsListPage,
});
