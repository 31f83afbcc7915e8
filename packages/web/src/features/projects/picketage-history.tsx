import type { components } from '@zc/sdk';
import { picketageHisActionLabels } from '@zc/sdk/labels';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';

/** 定标记录: every step of a project's picketage, from the purchaser's choice to the contract. */
export const picketageHistoryColumns = columnsOf<components['schemas']['PicketageHis']>({
  action: ['操作', picketageHisActionLabels],
  supplierName: '供应商',
  dealAmount: ['成交金额', 'money'],
  operatorName: '操作人',
  opinion: '意见',
  createTime: ['时间', 'dateTime'],
});
