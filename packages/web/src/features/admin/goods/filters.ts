import { categoryIdFilter, withCategoryPath } from '@/shared/catalogue/CategoryFilter.tsx';
import { defineFilters, select, text } from '@/shared/list/filters.ts';

const managedGoodsFields = {
  name: text('商品名称'),
  sku: text('SKU'),
  supplierId: select<string>('供应商'),
  goodsState: select('商品状态'),
  isAid: select('帮扶商品'),
  categoryId: categoryIdFilter,
};

/** 线上商品管理: goods of every kind. */
export const managedGoodsFilters = defineFilters({ ...managedGoodsFields, itemType: select('商品类型') });
/** 本地供应商商品管理: the local suppliers' goods only (itemType 3), so there is no kind to choose. */
export const localGoodsFilters = defineFilters(managedGoodsFields);
/** The lists' searches, with the category's path beside its id (CategoryFilter). */
export const managedGoodsSearch = withCategoryPath(managedGoodsFilters.search);
export const localGoodsSearch = withCategoryPath(localGoodsFilters.search);
