import { type components, listReconciliationTriggers } from '@zc/sdk';
import { reconciliationTriggerSideLabels } from '@zc/sdk/labels';
import { useReconciliationCenterSync } from '@zc/sdk/react';
import { useState } from 'react';
import { useList } from '@/shared/list/use-list.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';
import { useEshopSupplierLabels } from './eshop-suppliers.ts';
import { triggerFilters } from './filters.ts';
import { RunDialog } from './RunDialog.tsx';

/** 触发记录: the synchronisations that started reconciliation runs, and a new one of the platform's orders. */
export function TriggerListPage() {
  const list = useList(listReconciliationTriggers, triggerFilters, { labels: useEshopSupplierLabels() });
  const sync = useReconciliationCenterSync();
  const [syncing, setSyncing] = useState(false);
  const columns = columnsOf<components['schemas']['ReconciliationTrigger']>({
    batchNo: '批次号',
    side: ['同步类型', reconciliationTriggerSideLabels],
    supplierName: '电商供应商',
    orderStartTime: ['订单开始时间', 'dateTime'],
    orderEndTime: ['订单结束时间', 'dateTime'],
    total: { header: '同步订单数', align: 'right' },
    success: { header: '成功', align: 'right' },
    fail: { header: '失败', align: 'right' },
    triggerUserName: '触发人',
    createTime: ['触发时间', 'dateTime'],
  });
  return (
    <>
      <ListPage
        label="对账触发记录"
        list={list}
        columns={columns}
        toolbar={<Button onClick={() => setSyncing(true)}>触发同步</Button>}
      />
      {syncing && (
        <RunDialog
          title="同步平台订单"
          submitText="开始同步"
          onRun={async (body) => {
            const result = await sync.mutateAsync({ body });
            toast.success(`同步完成：批次 ${result.batchNo}，共 ${result.total} 单，成功 ${result.success} 单`);
          }}
          onClose={() => setSyncing(false)}
        />
      )}
    </>
  );
}
