import { defineFilters, select, text } from '@/shared/list/filters.ts';

/** The filters of the three discount reviews (promotion, group-buy, ladder): every supplier's prices. */
export const discountReviewFilters = defineFilters({
  goodsName: text('商品名称'),
  sku: text('SKU'),
  supplierId: select<string>('供应商'),
  status: select('状态'),
});

/** 价格折扣: the mark-up rates, by supplier. */
export const priceSettingFilters = defineFilters({ supplierId: select<string>('供应商') });

/** 价格明细: the self-operated goods and their prices. */
export const selfPriceFilters = defineFilters({
  goodsName: text('商品名称'),
  sku: text('SKU'),
  supplierId: select<string>('供应商'),
});
