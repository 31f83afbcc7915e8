import { categoryIdFilter, withCategoryPath } from '@/shared/catalogue/CategoryFilter.tsx';
import { date, defineFilters, select, text } from '@/shared/list/filters.ts';

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
/** 本地供应商商品管理 and 协议商品: goods of one kind (itemType 3 or 4), so there is no kind to choose. */
export const goodsOfKindFilters = defineFilters(managedGoodsFields);
/** The lists' searches, with the category's path beside its id (CategoryFilter). */
export const managedGoodsSearch = withCategoryPath(managedGoodsFilters.search);
export const goodsOfKindSearch = withCategoryPath(goodsOfKindFilters.search);

/** 价格变动 and 上下架记录: every supplier's goods, by supplier and day. */
export const goodsChangeFilters = defineFilters({ supplierId: select<string>('供应商'), createTime: date('变更日期') });

/** 商品举报: the reports purchasers filed from the mall. */
export const goodsReportFilters = defineFilters({
  goodsName: text('商品名称'),
  sku: text('SKU'),
  reportType: select('举报类型'),
  handleStatus: select('处理状态'),
});
