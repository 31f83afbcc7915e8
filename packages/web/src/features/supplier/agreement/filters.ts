import { evaluateScoreLabels } from '@/features/evaluation/scores.ts';
import { defineFilters, select, text } from '@/shared/list/filters.ts';

export const agreementGoodsFilters = defineFilters({
  name: text('商品名称'),
  sku: text('SKU'),
  goodsState: select('商品状态'),
});

/** The goods to turn into agreement goods: the kind they are turned from is chosen by tabs. */
export const goodsToAddFilters = defineFilters({
  name: text('商品名称'),
  sku: text('SKU'),
  itemType: select('商品类型'),
});

export const evaluateFilters = defineFilters({
  goodsName: text('商品名称'),
  orderNo: text('订单编号'),
  score: select('综合评分', evaluateScoreLabels),
});
