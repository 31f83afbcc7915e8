import { evaluateScoreLabels } from '@/features/evaluation/scores.ts';
import { defineFilters, select, text } from '@/shared/list/filters.ts';

/** 评价管理 and 协议评价: every evaluation, by goods, order, supplier, score and whether the mall shows it. */
export const adminEvaluateFilters = defineFilters({
  goodsName: text('商品名称'),
  orderNo: text('订单编号'),
  supplierId: select<string>('供应商'),
  score: select('综合评分', evaluateScoreLabels),
  isHidden: select('商城显示'),
});
