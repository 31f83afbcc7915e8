import { useNavigate } from '@tanstack/react-router';
import { addCartGoods, type components } from '@zc/sdk';
import { useCancelConfirmOrder, useOrderReceiptOrDeliver } from '@zc/sdk/react';
import { type ReactNode, useState } from 'react';
import { Permission } from '@/shared/permission/Permission.tsx';
import { Button } from '@/shared/ui/Button.tsx';
import { confirm } from '@/shared/ui/ConfirmDialog/confirm.ts';
import { FormDialog } from '@/shared/ui/FormDialog/FormDialog.tsx';
import { TextAreaField } from '@/shared/ui/FormDialog/fields.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';
import { InvoiceApplyDialog } from './InvoiceApplyDialog.tsx';
import { cancelSchema } from './order-forms.ts';
import { PrintDialog } from './PrintDialog.tsx';
import { RecordLink } from './RecordLink.tsx';
import { cancellable, changeable, invoiceable, receivable, received } from './rules.ts';

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
 * What a purchaser does with an order, in the order's state: confirm the receipt, cancel with a reason, change
 * quantities, evaluate, print, buy again; `inDetail` leaves out 详情.
 */
export function usePurchaseOrderActions({ inDetail = false } = {}) {
  const [dialog, setDialog] = useState<{ kind: 'cancel' | 'print' | 'invoice'; order: Order }>();
  const receive = useOrderReceiptOrDeliver();
  const cancel = useCancelConfirmOrder();
  const { buyAgain, pending } = useBuyAgain();
  const close = () => setDialog(undefined);

  const confirmReceipt = async (order: Order) => {
    const ok = await confirm({ title: '确认收货', message: `确认已收到订单 ${order.orderNo} 的全部商品吗？` });
    if (!ok) return;
    await receive.mutateAsync({ body: { orderId: order.id, type: 2 } });
    toast.success('已确认收货');
  };

  const buttons = (order: Order, lines = order.details ?? []): ReactNode => (
    <>
      {!inDetail && (
        <RecordLink to="/purchase/order-detail" id={order.id} action>
          详情
        </RecordLink>
      )}
      {receivable(order.status) && (
        <Button variant="text" size="sm" onClick={() => confirmReceipt(order).catch(() => {})}>
          确认收货
        </Button>
      )}
      {changeable(order.status) && (
        <RecordLink to="/purchase/edit-order" id={order.id} action>
          修改数量
        </RecordLink>
      )}
      {cancellable(order.status) && (
        <Permission value="order:cancel">
          <Button variant="text" size="sm" onClick={() => setDialog({ kind: 'cancel', order })}>
            取消订单
          </Button>
        </Permission>
      )}
      {received(order.status) && (
        <Permission value="evaluate:add">
          <RecordLink to="/purchase/evaluate" id={order.id} action>
            评价
          </RecordLink>
        </Permission>
      )}
      {invoiceable(order.status, order.invoiceStatus) && (
        <Button variant="text" size="sm" onClick={() => setDialog({ kind: 'invoice', order })}>
          申请开票
        </Button>
      )}
      <Button variant="text" size="sm" onClick={() => setDialog({ kind: 'print', order })}>
        打印
      </Button>
      {lines.length > 0 && (
        <Button variant="text" size="sm" loading={pending === order.id} onClick={() => buyAgain(order, lines)}>
          再次购买
        </Button>
      )}
    </>
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
    ) : dialog?.kind === 'invoice' ? (
      <InvoiceApplyDialog order={dialog.order} onClose={close} />
    ) : dialog?.kind === 'print' ? (
      <PrintDialog order={dialog.order} onClose={close} />
    ) : null;

  return { buttons, dialogs };
}
