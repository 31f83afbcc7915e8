import { useNavigate } from '@tanstack/react-router';
import { addCartGoods, type components } from '@zc/sdk';
import { useCancelConfirmOrder } from '@zc/sdk/react';
import { type ReactNode, useState } from 'react';
import { cancelSchema } from '@/features/orders/order-forms.ts';
import type { RecordPage } from '@/features/orders/RecordLink.tsx';
import { afterSaleOpen, cancellable, changeable, invoiceable, receivable, received } from '@/features/orders/rules.ts';
import { usePermission } from '@/shared/permission/use-permission.ts';
import { type RowAction, RowActions } from '@/shared/ui/controls/RowActions.tsx';
import { FormDialog } from '@/shared/ui/FormDialog/FormDialog.tsx';
import { TextAreaField } from '@/shared/ui/FormDialog/fields.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';
import { InvoiceApplyDialog } from './InvoiceApplyDialog.tsx';
import { PrintDialog } from './PrintDialog.tsx';
import { ReceiveDialog } from './ReceiveDialog.tsx';

type Order = components['schemas']['Order'];

/** 再次购买: the order's goods, in its quantities, back into the cart, and on to the cart. */
function useBuyAgain() {
  const navigate = useNavigate();
  const [pending, setPending] = useState<string>();
  const buyAgain = async (order: Order, lines: components['schemas']['OrderDetail'][]) => {
    setPending(order.id);
    try {
      for (const line of lines) await addCartGoods({ body: { goodsId: line.goodsId, quantity: line.buyNum || 1 } });
      toast.success('商品已加入购物车');
      await navigate({ to: '/carover' });
    } catch {
      // The SDK has shown the refusal (a goods item taken off the shelf, say); what was added stays in the cart.
    } finally {
      setPending(undefined);
    }
  };
  return { buyAgain, pending };
}

/**
 * What a purchaser does with an order, in the order's state: confirm the receipt of all or part of it, cancel with a
 * reason, change quantities, evaluate, apply for after-sale, print, buy again; `inDetail` leaves out 详情.
 */
export function usePurchaseOrderActions({ inDetail = false } = {}) {
  const [dialog, setDialog] = useState<{
    kind: 'cancel' | 'print' | 'invoice' | 'receive';
    order: Order;
    lines?: Order['details'];
  }>();
  const cancel = useCancelConfirmOrder();
  const { buyAgain, pending } = useBuyAgain();
  const navigate = useNavigate();
  // The buyer's buttons: a role that reads the organisation's orders (an approver) may only print them.
  const mayCancel = usePermission('order:cancel');
  const mayEvaluate = usePermission('evaluate:add');
  const mayReceive = usePermission('order:receive');
  const mayChange = usePermission('order:edit');
  const mayInvoice = usePermission('order:invoice');
  const mayBuy = usePermission('cart:add');
  const mayReturn = usePermission('order:return');
  const close = () => setDialog(undefined);

  const open = (to: RecordPage, order: Order) => navigate({ to, search: { id: order.id } });
  /** Most urgent first: the list shows 详情 and the state's own action, the rest under 更多. */
  const actionsOf = (order: Order, lines: Order['details'] = order.details ?? []): RowAction[] => [
    { label: '详情', hidden: inDetail, onClick: () => open('/purchase/order-detail', order) },
    {
      label: '确认收货',
      hidden: !receivable(order.status, lines) || !mayReceive,
      onClick: () => setDialog({ kind: 'receive', order, lines }),
    },
    {
      label: '修改数量',
      hidden: !changeable(order.status) || !mayChange,
      onClick: () => open('/purchase/edit-order', order),
    },
    {
      label: '评价',
      hidden: !received(order.status) || !mayEvaluate,
      onClick: () => open('/purchase/evaluate', order),
    },
    {
      label: '申请开票',
      hidden: !invoiceable(order.status, order.invoiceStatus) || !mayInvoice,
      onClick: () => setDialog({ kind: 'invoice', order }),
    },
    {
      label: '申请售后',
      hidden: !afterSaleOpen(order) || !mayReturn,
      more: true,
      onClick: () => navigate({ to: '/purchase/after-sales-apply', search: { orderId: order.id } }),
    },
    {
      label: '取消订单',
      hidden: !cancellable(order.status) || !mayCancel,
      danger: true,
      onClick: () => setDialog({ kind: 'cancel', order }),
    },
    { label: '打印', onClick: () => setDialog({ kind: 'print', order }) },
    {
      label: '再次购买',
      hidden: (lines ?? []).length === 0 || !mayBuy,
      disabled: pending === order.id,
      onClick: () => buyAgain(order, lines ?? []),
    },
  ];
  const buttons = (order: Order, lines?: Order['details']): ReactNode => (
    <RowActions actions={actionsOf(order, lines)} inline={inDetail ? 8 : 2} />
  );

  const dialogs =
    dialog?.kind === 'cancel' ? (
      <FormDialog
        open
        onOpenChange={(open) => !open && close()}
        title={`取消订单：${dialog.order.orderNo}`}
        schema={cancelSchema}
        defaultValues={{ reason: '' }}
        onSubmit={async ({ reason }) => {
          await cancel.mutateAsync({ path: { id: dialog.order.id }, body: { reason } });
          toast.success('订单已取消');
        }}
      >
        {(form) => <TextAreaField form={form} name="reason" label="取消原因" required />}
      </FormDialog>
    ) : dialog?.kind === 'receive' ? (
      <ReceiveDialog order={dialog.order} lines={dialog.lines ?? []} onClose={close} />
    ) : dialog?.kind === 'invoice' ? (
      <InvoiceApplyDialog order={dialog.order} onClose={close} />
    ) : dialog?.kind === 'print' ? (
      <PrintDialog order={dialog.order} onClose={close} />
    ) : null;

  return { buttons, dialogs };
}
