import type { components, Input } from '@zc/sdk';
import {
  downloadReconciliationCenterResult,
  downloadReconciliationExample,
  downloadReconciliationShopResult,
  exportCenterSync,
} from '@zc/sdk';
import { useCheckReconciliation, useSignReconciliationNoCheck } from '@zc/sdk/react';
import { useState } from 'react';
import { useDownload } from '@/shared/hooks/use-download.ts';
import { Permission } from '@/shared/permission/Permission.tsx';
import { Button } from '@/shared/ui/Button.tsx';
import { confirm } from '@/shared/ui/ConfirmDialog/confirm.ts';
import { toast } from '@/shared/ui/Toast/toast.ts';
import type { reconciliationViews } from './filters.ts';
import { SyncDialog } from './SyncDialog.tsx';

// The list's query less its paging: the exports and result files take the same filters as the lists.
type Filters = NonNullable<Input<'exportCenterSync'>['query']>;

/**
 * The reconciliation toolbar: 同步订单 (then `onSynced` with the new batch), 核对本批次 when one batch is shown, the
 * template, the export of what is shown, and a side's result file.
 */
export function ReconciliationToolbar({
  view,
  params,
  onSynced,
}: {
  view: keyof typeof reconciliationViews;
  params: Record<string, unknown>;
  onSynced: (batchNo: string) => void;
}) {
  const filters = params as Filters;
  const [syncing, setSyncing] = useState(false);
  const example = useDownload(downloadReconciliationExample);
  const exportOrders = useDownload(exportCenterSync);
  const centerResult = useDownload(downloadReconciliationCenterResult);
  const shopResult = useDownload(downloadReconciliationShopResult);
  const result = view === 'shop' ? shopResult : centerResult;
  const check = useCheckReconciliation();
  const { batchNo } = filters;

  const checkBatch = async (batch: string) => {
    const confirmed = await confirm({
      title: '核对批次',
      message: `确定核对批次 ${batch} 的全部订单吗？核对结果将覆盖未签认的记录。`,
    });
    if (!confirmed) return;
    check.mutate(
      { body: { batchNo: batch } },
      { onSuccess: (answer) => toast.success(`核对完成：差异订单 ${answer.diffCount ?? 0} 单`) },
    );
  };

  return (
    <>
      <Permission value="account:create">
        <Button variant="primary" onClick={() => setSyncing(true)}>
          同步订单
        </Button>
        {batchNo && (
          <Button loading={check.isPending} onClick={() => checkBatch(batchNo)}>
            核对本批次
          </Button>
        )}
      </Permission>
      <Button loading={example.isPending} onClick={() => example.mutate({})}>
        下载模板
      </Button>
      <Permission value="order:export">
        <Button loading={exportOrders.isPending} onClick={() => exportOrders.mutate({ query: filters })}>
          导出
        </Button>
        {view !== 'records' && (
          <Button loading={result.isPending} onClick={() => result.mutate({ query: filters })}>
            下载结果
          </Button>
        )}
      </Permission>
      {syncing && <SyncDialog onClose={() => setSyncing(false)} onSynced={onSynced} />}
    </>
  );
}

/** 无需核对签认: the selected records signed off without a check, after a confirmation; it cannot be undone. */
export function SignNoCheck({ records }: { records: components['schemas']['ReconciliationRecord'][] }) {
  const sign = useSignReconciliationNoCheck();
  const signNoCheck = async () => {
    const confirmed = await confirm({
      title: '无需核对签认',
      message: `确定将选中的 ${records.length} 条记录签认为无需核对吗？签认后不能撤销。`,
    });
    if (!confirmed) return;
    sign.mutate({ body: { ids: records.map((row) => row.id) } }, { onSuccess: () => toast.success('签认成功') });
  };
  return (
    <Permission value="account:create">
      <Button variant="primary" size="sm" loading={sign.isPending} onClick={signNoCheck}>
        无需核对签认
      </Button>
    </Permission>
  );
}
