import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type components, createReconciliation, listReconciliationBatches } from '@zc/sdk';
import { reconciliationBatchStatusLabels } from '@zc/sdk/labels';
import { useCheckReconciliation } from '@zc/sdk/react';
import { useState } from 'react';
import { useList } from '@/shared/list/use-list.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { RowActions } from '@/shared/ui/controls/RowActions.tsx';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';
import { useEshopSupplierLabels } from './eshop-suppliers.ts';
import { runFilters } from './filters.ts';
import { RunDialog, type RunRequest } from './RunDialog.tsx';

type Batch = components['schemas']['ReconciliationBatch'];

/** 生成记录: every reconciliation run, a new one for a supplier and period, its comparison and its results. */
export function RunListPage() {
  const list = useList(listReconciliationBatches, runFilters, { labels: useEshopSupplierLabels() });
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  // 生成 is a GET, as documented: called as a change here.
  const create = useMutation({ mutationFn: (query: RunRequest) => createReconciliation({ query }) });
  const check = useCheckReconciliation();
  const run = async (request: RunRequest) => {
    const batch = await create.mutateAsync(request);
    await list.refetch();
    toast.success(`已生成对账记录：批次 ${batch.batchNo}，共 ${batch.centerCount ?? 0} 单`);
  };
  const compare = async (batch: Batch) => {
    const done = await check.mutateAsync({ body: { batchNo: batch.batchNo } });
    toast.success(`核对完成：${done.diffCount ?? 0} 单不一致`);
  };
  const columns = columnsOf<Batch>({
    batchNo: '批次号',
    status: ['核对状态', reconciliationBatchStatusLabels],
    supplierName: '电商供应商',
    orderStartTime: ['订单开始时间', 'dateTime'],
    orderEndTime: ['订单结束时间', 'dateTime'],
    centerCount: { header: '平台订单数', align: 'right' },
    shopCount: { header: '电商订单数', align: 'right' },
    centerAmount: ['平台金额', 'money'],
    shopAmount: ['电商金额', 'money'],
    diffCount: { header: '差异数', align: 'right' },
    createTime: ['生成时间', 'dateTime'],
    actions: {
      header: '操作',
      cell: (batch) => (
        <RowActions
          actions={[
            {
              label: '查看结果',
              onClick: () => navigate({ to: '/record-result', search: { batchNo: batch.batchNo } }),
            },
            { label: '核对', onClick: () => compare(batch), hidden: batch.status === 3 },
          ]}
        />
      ),
    },
  });
  return (
    <>
      <ListPage
        label="对账生成记录"
        list={list}
        columns={columns}
        toolbar={<Button onClick={() => setCreating(true)}>生成对账记录</Button>}
      />
      {creating && <RunDialog title="生成对账记录" submitText="生成" onRun={run} onClose={() => setCreating(false)} />}
    </>
  );
}
