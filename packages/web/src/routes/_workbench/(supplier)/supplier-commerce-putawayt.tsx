import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '../../../app/search.ts';
import { SelfGoodsListPage } from '../../../features/supplier/goods/SelfGoodsListPage.tsx';
import { goodsListFilters } from '../../../features/supplier/goods/search.ts';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-commerce-putawayt')({
  staticData: { title: '自营商品上架' },
  validateSearch: listSearch(goodsListFilters),
  component: SelfGoodsListPage,
});
