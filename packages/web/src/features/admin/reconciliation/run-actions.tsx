import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type components, createReconciliation } from '@zc/sdk';
import { useCheckReconciliation } from '@zc/sdk/react';
import { useState } from 'react';
import { Button } from '@/shared/ui/Button.tsx';
import type { RowAction } from '@/shared/ui/controls/RowActions.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';
import { RunDialog, type RunRequest } from './RunDialog.tsx';

type Batch = components['schemas']['ReconciliationBatch'];

/** 生成对账记录 (`created` once listed), and each run's 查看结果 and 核对. */
export function useRunActions(created: () => void) {
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  // 生成 is a GET, as documented: called as a change here.
  const create = useMutation({ mutationFn: (query: RunRequest) => createReconciliation({ query }) });
  const check = useCheckReconciliation();
  const run = async (request: RunRequest) => {
    const batch = await create.mutateAsync(request);
    created();
    toast.success(`已生成对账记录：批次 ${batch.batchNo}，共 ${batch.centerCount ?? 0} 单`);
  };
  const compare = async (batch: Batch) => {
    const done = await check.mutateAsync({ body: { batchNo: batch.batchNo } });
    toast.success(`核对完成：${done.diffCount ?? 0} 单不一致`);
  };
  return {
    toolbar: <Button onClick={() => setCreating(true)}>生成对账记录</Button>,
    dialog: creating && (
      <RunDialog title="生成对账记录" submitText="生成" onRun={run} onClose={() => setCreating(false)} />
    ),
    actionsOf: (batch: Batch): RowAction[] => [
      { label: '查看结果', onClick: () => navigate({ to: '/record-result', search: { batchNo: batch.batchNo } }) },
      { label: '核对', onClick: () => compare(batch), hidden: batch.status === 3 },
    ],
  };
}
