import { useNavigate } from '@tanstack/react-router';
import { useBuySourcingAgain, useEditSourcingState } from '@zc/sdk/react';
import { confirm } from '@/shared/ui/ConfirmDialog/confirm.ts';
import { type RowAction, RowActions } from '@/shared/ui/controls/RowActions.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';
import type { StateChange } from './StateDialog.tsx';
import type { Sourcing } from './sourcing-columns.tsx';

/**
 * What an inquiry's phase allows, its next step first: a draft or a rejected one is edited, its goods listed and
 * submitted; a published one is read, closed early or cancelled; a closed one is compared and decided or declared
 * failed; a decided one leads to its order. 再次采购 copies a decided, failed or cancelled one into a new draft.
 */
export function SourcingActions({
  sourcing,
  onChange,
}: {
  sourcing: Sourcing;
  onChange: (change: StateChange) => void;
}) {
  const navigate = useNavigate();
  const edit = useEditSourcingState();
  const again = useBuySourcingAgain();
  const search = { id: sourcing.id };
  const open = (to: '/purchase/my-sourcing-add' | '/purchase/sourcing-add-list' | '/purchase/sourcing-add-rules') =>
    navigate({ to, search });
  const info = { label: '详情', onClick: () => navigate({ to: '/purchase/sourcing-info', search }) };
  const cancel = { label: '取消', danger: true, onClick: () => onChange({ sourcing, status: 7 }) };
  const buyAgain = {
    label: '再次采购',
    onClick: async () => {
      const copy = await again.mutateAsync({ path: { id: sourcing.id } });
      toast.success('已复制为新的询价草稿');
      await navigate({ to: '/purchase/my-sourcing-add', search: { id: copy.id } });
    },
  };
  const byPhase: Record<Sourcing['status'], RowAction[]> = {
    0: [
      { label: '编辑', onClick: () => open('/purchase/my-sourcing-add') },
      { label: '提交', onClick: () => open('/purchase/sourcing-add-rules') },
      { label: '商品清单', onClick: () => open('/purchase/sourcing-add-list') },
      cancel,
    ],
    1: [info],
    2: [],
    3: [
      info,
      {
        label: '截止报价',
        onClick: async () => {
          if (!(await confirm({ title: '截止报价', message: `截止“${sourcing.sourcingName}”的报价并进入选定？` })))
            return;
          await edit.mutateAsync({ body: { id: sourcing.id, status: 4 } });
          toast.success('已截止报价');
        },
      },
      cancel,
    ],
    4: [
      { label: '比价选定', onClick: () => navigate({ to: '/purchase/sourcing-info-two', search }) },
      info,
      { label: '流标', danger: true, onClick: () => onChange({ sourcing, status: 6 }) },
      cancel,
    ],
    5: [
      {
        label: '查看订单',
        onClick: () => navigate({ to: '/purchase/sourcing-order', search: { sourcingName: sourcing.sourcingName } }),
      },
      { label: '比价详情', onClick: () => navigate({ to: '/purchase/sourcing-info-two', search }) },
      buyAgain,
    ],
    6: [info, buyAgain],
    7: [info, buyAgain],
  };
  // A rejected inquiry is edited and submitted again as a draft is.
  byPhase[2] = byPhase[0];
  return <RowActions actions={byPhase[sourcing.status]} />;
}
