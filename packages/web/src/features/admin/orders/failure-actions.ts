import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type components, invalidateTag, retryOrderInterfaceErr, updateOrderInterfaceErrFlag } from '@zc/sdk';
import { useRetryOrderInterfaceErr } from '@zc/sdk/react';
import { useMayCall } from '@/shared/permission/may-call.tsx';
import { confirm } from '@/shared/ui/ConfirmDialog/confirm.ts';
import type { RowAction } from '@/shared/ui/controls/RowActions.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';

type Failure = components['schemas']['OrderInterfaceErr'];

/** 重试 and 标记已处理 of an open failed hand-over, for those who may make them. */
export function useFailureActions() {
  const mayHandle = useMayCall(retryOrderInterfaceErr);
  const retry = useRetryOrderInterfaceErr();
  const client = useQueryClient();
  // 标记已处理 is a GET, as documented: called as a change here, and the list reloaded.
  const mark = useMutation({
    mutationFn: (id: string) => updateOrderInterfaceErrFlag({ query: { id, flag: 1 } }),
    onSuccess: () => invalidateTag(client, 'orders'),
  });
  const retryOne = async (row: Failure) => {
    const result = await retry.mutateAsync({ path: { id: row.id } });
    if (result.flag === 1) toast.success(`订单 ${row.orderNo} 已重新推送成功`);
    else toast.error(`重新推送失败：${result.errorMsg}`);
  };
  const markHandled = async (row: Failure) => {
    const asked = { title: '标记已处理', message: `确定将订单 ${row.orderNo} 的失败记录标记为已处理吗？` };
    if (!(await confirm(asked))) return;
    await mark.mutateAsync(row.id);
    toast.success('已标记为已处理');
  };
  return (row: Failure): RowAction[] => [
    { label: '重试', onClick: () => retryOne(row), hidden: !mayHandle || row.flag === 1 },
    { label: '标记已处理', onClick: () => markHandled(row), hidden: !mayHandle || row.flag === 1 },
  ];
}
