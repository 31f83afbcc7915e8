import { defineFilters, select, text } from '@/shared/list/filters.ts';

/** 我的评价: the purchaser's received goods, to evaluate or evaluated. */
export const myEvaluateFilters = defineFilters({
  goodsName: text('商品名称'),
  evaluateState: select('评价状态'),
});
