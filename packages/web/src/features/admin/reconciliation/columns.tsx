// The columns of the reconciliation runs, the synchronisations that started them and their results.
import type { components } from '@zc/sdk';
import { checkResultLabels, reconciliationBatchStatusLabels, reconciliationTriggerSideLabels } from '@zc/sdk/labels';
import { type RowAction, RowActions } from '@/shared/ui/controls/RowActions.tsx';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';

type Batch = components['schemas']['ReconciliationBatch'];

const period: Record<'orderStartTime' | 'orderEndTime', [string, 'dateTime']> = {
  orderStartTime: ['订单开始时间', 'dateTime'],
  orderEndTime: ['订单结束时间', 'dateTime'],
};

/** 生成记录. */
export const runColumns = (actionsOf: (batch: Batch) => RowAction[]) =>
  columnsOf<Batch>({
    batchNo: '批次号',
    status: ['核对状态', reconciliationBatchStatusLabels],
    supplierName: '电商供应商',
    ...period,
    centerCount: { header: '平台订单数', align: 'right' },
    shopCount: { header: '电商订单数', align: 'right' },
    centerAmount: ['平台金额', 'money'],
    shopAmount: ['电商金额', 'money'],
    diffCount: { header: '差异数', align: 'right' },
    createTime: ['生成时间', 'dateTime'],
    actions: { header: '操作', cell: (batch) => <RowActions actions={actionsOf(batch)} /> },
  });

/** 触发记录. */
export const triggerColumns = columnsOf<components['schemas']['ReconciliationTrigger']>({
  batchNo: '批次号',
  side: ['同步类型', reconciliationTriggerSideLabels],
  supplierName: '电商供应商',
  ...period,
  total: { header: '同步订单数', align: 'right' },
  success: { header: '成功', align: 'right' },
  fail: { header: '失败', align: 'right' },
  triggerUserName: '触发人',
  createTime: ['触发时间', 'dateTime'],
});

/** 记录结果. */
export const resultColumns = columnsOf<components['schemas']['ReconciliationRecord']>({
  batchNo: '批次号',
  orderNo: '订单编号',
  thirdOrderNo: '电商订单号',
  checkResult: ['核对结果', checkResultLabels],
  supplierName: '电商供应商',
  purchaserName: '采购单位',
  orderTime: ['下单时间', 'dateTime'],
  centerAmount: ['平台金额', 'money'],
  shopAmount: ['电商金额', 'money'],
  diffAmount: ['差额', 'money'],
});
