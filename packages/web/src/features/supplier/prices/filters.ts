import { defineFilters, select, text } from '@/shared/list/filters.ts';

/** The filters of every discount price list (promotion, ladder, wholesale). */
export const discountFilters = defineFilters({ goodsName: text('商品名称'), sku: text('SKU'), status: select('状态') });
