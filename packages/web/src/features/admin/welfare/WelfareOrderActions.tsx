import { addWelfareOrderLogistics, type components, deleteWelfareOrder, updateWelfareOrder } from '@zc/sdk';
import { useDeleteWelfareOrder, useUpdateWelfareOrder } from '@zc/sdk/react';
import { useMayCall } from '@/shared/permission/may-call.tsx';
import { confirm } from '@/shared/ui/ConfirmDialog/confirm.ts';
import { RowActions } from '@/shared/ui/controls/RowActions.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';

type WelfareOrder = components['schemas']['WelfareOrder'];
/** A refusal is shown by the SDK's warning; the order stays as it was. */
const ignore = () => {};

/**
 * A welfare order's 详情, and what the platform does for it, as far as the user's calls allow: 发货 and 取消 while it
 * waits to be sent (the budget it took goes back), 删除 once it is cancelled. Each change asks first.
 */
export function WelfareOrderActions({
  order,
  onView,
  onShip,
}: {
  order: WelfareOrder;
  onView: () => void;
  onShip: () => void;
}) {
  const mayShip = useMayCall(addWelfareOrderLogistics);
  const mayCancel = useMayCall(updateWelfareOrder);
  const mayDelete = useMayCall(deleteWelfareOrder);
  const update = useUpdateWelfareOrder();
  const remove = useDeleteWelfareOrder();
  const cancel = async () => {
    const message = `确定取消订单 ${order.orderNo} 吗？订单金额将退回下单人的福利余额。`;
    if (await confirm({ title: '取消福利订单', message, confirmText: '取消订单', danger: true }))
      await update.mutateAsync({ body: { id: order.id, status: 3 } }).then(() => toast.success('订单已取消'), ignore);
  };
  const erase = async () => {
    const message = `确定删除已取消的订单 ${order.orderNo} 吗？删除后不可恢复。`;
    if (await confirm({ title: '删除福利订单', message, confirmText: '删除', danger: true }))
      await remove.mutateAsync({ path: { id: order.id } }).then(() => toast.success('已删除'), ignore);
  };
  return (
    <RowActions
      inline={3}
      actions={[
        { label: '详情', onClick: onView },
        { label: '发货', onClick: onShip, hidden: !mayShip || order.status !== 0 },
        { label: '取消', onClick: cancel, hidden: !mayCancel || order.status !== 0, danger: true },
        { label: '删除', onClick: erase, hidden: !mayDelete || order.status !== 3, danger: true },
      ]}
    />
  );
}
