// The administrator's interventions on an order, as its state allows them: 更新状态, 确认取消 and 退回.
import { orderStatusLabels } from '@zc/sdk/labels';
import { useCancelConfirmOrder, useReturnOrder, useUpdateOrderStatus } from '@zc/sdk/react';
import { orderStatusUpdateRequestSchema } from '@zc/sdk/schemas';
import { useState } from 'react';
import { cancelSchema } from '@/features/orders/order-forms.ts';
import { cancellable, returnable, statusMoves } from '@/features/orders/rules.ts';
import { labelOf } from '@/shared/format/labels.ts';
import type { RowAction } from '@/shared/ui/controls/RowActions.tsx';
import { FormDialog } from '@/shared/ui/FormDialog/FormDialog.tsx';
import { SelectField, TextAreaField } from '@/shared/ui/FormDialog/fields.tsx';
import { chosen } from '@/shared/ui/FormDialog/schema-form.ts';
import { toast } from '@/shared/ui/Toast/toast.ts';

interface Target {
  id: string;
  orderNo: string;
  status: number;
}
type Open = { kind: 'status' | 'cancel' | 'return'; order: Target };

const statusSchema = orderStatusUpdateRequestSchema
  .pick({ remark: true })
  .extend({ status: chosen(orderStatusUpdateRequestSchema.shape.status) });

/** The actions an order's state allows, and the dialog of the one chosen. */
export function useOrderInterventions() {
  const [open, setOpen] = useState<Open>();
  const close = () => setOpen(undefined);
  const actionsOf = (order: Target): RowAction[] => [
    { label: '更新状态', onClick: () => setOpen({ kind: 'status', order }), hidden: !statusMoves[order.status] },
    { label: '确认取消', onClick: () => setOpen({ kind: 'cancel', order }), hidden: !cancellable(order.status) },
    {
      label: '退回',
      danger: true,
      onClick: () => setOpen({ kind: 'return', order }),
      hidden: !returnable(order.status),
    },
  ];
  const dialogs =
    open?.kind === 'status' ? (
      <StatusDialog order={open.order} onClose={close} />
    ) : open ? (
      <ReasonDialog kind={open.kind} order={open.order} onClose={close} />
    ) : null;
  return { actionsOf, dialogs };
}

function StatusDialog({ order, onClose }: { order: Target; onClose: () => void }) {
  const update = useUpdateOrderStatus();
  const options = (statusMoves[order.status] ?? []).map((status) => ({
    value: String(status),
    label: labelOf(orderStatusLabels, status),
  }));
  return (
    <FormDialog
      open
      onOpenChange={(next) => !next && onClose()}
      title={`更新订单状态：${order.orderNo}`}
      schema={statusSchema}
      width="w-[520px]"
      defaultValues={{ remark: '' }}
      onSubmit={async (body) => {
        await update.mutateAsync({ body: { ...body, orderId: order.id } });
        toast.success('订单状态已更新');
      }}
    >
      {(form) => (
        <>
          <p className="text-sm text-slate-600">当前状态：{labelOf(orderStatusLabels, order.status)}</p>
          <SelectField form={form} name="status" label="变更为" options={options} required />
          <TextAreaField form={form} name="remark" label="备注" hint="最多 200 个字符，随变更记录" />
        </>
      )}
    </FormDialog>
  );
}

const reasons = {
  cancel: { title: '确认取消订单', label: '取消原因', done: '订单已取消' },
  return: { title: '退回订单', label: '退回原因', done: '订单已退回' },
};

function ReasonDialog({ kind, order, onClose }: { kind: 'cancel' | 'return'; order: Target; onClose: () => void }) {
  const cancel = useCancelConfirmOrder();
  const send = useReturnOrder();
  const text = reasons[kind];
  return (
    <FormDialog
      open
      onOpenChange={(next) => !next && onClose()}
      title={`${text.title}：${order.orderNo}`}
      schema={cancelSchema}
      width="w-[520px]"
      defaultValues={{ reason: '' }}
      onSubmit={async (body) => {
        await (kind === 'cancel' ? cancel : send).mutateAsync({ path: { id: order.id }, body });
        toast.success(text.done);
      }}
    >
      {(form) => (
        <>
          <p className="text-sm text-amber-700">订单将不能再发货，已占用的库存退回商品；采购人和供应商可见原因。</p>
          <TextAreaField form={form} name="reason" label={text.label} required hint="最多 200 个字符" />
        </>
      )}
    </FormDialog>
  );
}
