import { listReconciliationTriggers } from '@zc/sdk';
import { useReconciliationCenterSync } from '@zc/sdk/react';
import { useState } from 'react';
import { useList } from '@/shared/list/use-list.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';
import { triggerColumns } from './columns.tsx';
import { useEshopSupplierLabels } from './eshop-suppliers.ts';
import { triggerFilters } from './filters.ts';
import { RunDialog } from './RunDialog.tsx';

/** 触发记录: the synchronisations that started reconciliation runs, and a new one of the platform's orders. */
export function TriggerListPage() {
  const list = useList(listReconciliationTriggers, triggerFilters, { labels: useEshopSupplierLabels() });
  const sync = useReconciliationCenterSync();
  const [syncing, setSyncing] = useState(false);
  return (
    <>
      <ListPage
        label="对账触发记录"
        list={list}
        columns={triggerColumns}
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
