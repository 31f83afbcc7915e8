import { categoryIdFilter, withCategoryPath } from '@/shared/catalogue/CategoryFilter.tsx';
import { defineFilters, select, text } from '@/shared/list/filters.ts';

const goodsFields = {
  name: text('商品名称'),
  sku: text('SKU'),
  goodsState: select('商品状态'),
  brandId: select<string>('品牌'),
};

export const goodsFilters = defineFilters({
  ...goodsFields,
  itemType: select('商品类型'),
  categoryId: categoryIdFilter,
});
/** The self-operated goods list: its goods are all of one kind. */
export const selfGoodsFilters = defineFilters({ ...goodsFields, categoryId: categoryIdFilter });

export const goodsListSearch = withCategoryPath(goodsFilters.search);
export const selfGoodsListSearch = withCategoryPath(selfGoodsFilters.search);
