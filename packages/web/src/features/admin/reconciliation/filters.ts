import { defineFilters, select, text } from '@/shared/list/filters.ts';

/** 生成记录: the reconciliation runs. */
export const runFilters = defineFilters({
  batchNo: text('批次号'),
  supplierId: select<string>('电商供应商'),
  status: select('核对状态'),
});

/** 触发记录: the synchronisations that started them. */
export const triggerFilters = defineFilters({
  batchNo: text('批次号'),
  supplierId: select<string>('电商供应商'),
  side: select('同步类型'),
});

/** 记录结果: a run's orders as both sides have them. */
export const resultFilters = defineFilters({
  batchNo: text('批次号'),
  orderNo: text('订单编号'),
  supplierId: select<string>('电商供应商'),
  checkResult: select('核对结果'),
});
