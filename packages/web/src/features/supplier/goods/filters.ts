import { defineFilters, select, text } from '@/shared/list/filters.ts';

const goodsFields = {
  name: text('商品名称'),
  sku: text('SKU'),
  goodsState: select('商品状态'),
  brandId: select<string>('品牌'),
};
/** Picked in the category tree above the table (CategoryFilter), not typed in the filter bar. */
const categoryId = text('商品分类');

export const goodsFilters = defineFilters({ ...goodsFields, itemType: select('商品类型'), categoryId });
/** The self-operated goods list: its goods are all of one kind. */
export const selfGoodsFilters = defineFilters({ ...goodsFields, categoryId });

/**
 * A goods list's search: its filters, and the path of the category picked ('办公用品/文具/签字笔'), kept beside its
 * id only to show it again.
 */
const withCategoryPath =
  <S>(search: (raw: Record<string, unknown>) => S) =>
  (raw: Record<string, unknown>) => {
    const path = raw.categoryName;
    return { ...search(raw), ...(typeof path === 'string' && path ? { categoryName: path } : {}) };
  };

export const goodsListSearch = withCategoryPath(goodsFilters.search);
export const selfGoodsListSearch = withCategoryPath(selfGoodsFilters.search);
