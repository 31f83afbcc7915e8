import type { components } from '@zc/sdk';
import { useOrderReceiptOrDeliver } from '@zc/sdk/react';
import * as z from 'zod';
import { LineQuantities } from '@/features/orders/LineQuantities.tsx';
import { pickedItems, quantitiesSchema } from '@/features/orders/order-forms.ts';
import { receivable, toReceive } from '@/features/orders/rules.ts';
import { usePermission } from '@/shared/permission/use-permission.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { confirm } from '@/shared/ui/ConfirmDialog/confirm.ts';
import { FormDialog } from '@/shared/ui/FormDialog/FormDialog.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';

type Line = components['schemas']['OrderDetail'];
type Parcel = components['schemas']['OrderLogistics'];

/** The toast of a receipt: the order received in full, or in part while some is still on its way or to be shipped. */
export const receiptToast = (order: { status: number }) =>
  toast.success(order.status === 6 ? '已确认收货' : '已确认收货，其余商品待收货');

/** 确认收货 by line: how many of each line shipped and not received yet arrived, all of it by default. */
export function ReceiveDialog({
  order,
  lines,
  onClose,
}: {
  order: { id: string; orderNo: string };
  lines: readonly Line[];
  onClose: () => void;
}) {
  const receive = useOrderReceiptOrDeliver();
  const open = lines.filter((line) => toReceive(line) > 0);
  const quantities = open.map(toReceive);
  return (
    <FormDialog
      open
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={`确认收货：${order.orderNo}`}
      width="w-[760px]"
      schema={z.object({ nums: quantitiesSchema(quantities, '收') })}
      defaultValues={{ nums: quantities }}
      submitText="确认收货"
      onSubmit={async ({ nums }) =>
        receiptToast(
          await receive.mutateAsync({ body: { orderId: order.id, type: 2, items: pickedItems(open, nums) } }),
        )
      }
    >
      {(form) => <LineQuantities form={form} name="nums" label="本次收货" lines={open} open={quantities} />}
    </FormDialog>
  );
}

/** 确认收货 beside each parcel of the order with something not received yet: all of that parcel, after asking. */
export function useParcelReceipt(order: { id: string; status: number }) {
  const receive = useOrderReceiptOrDeliver();
  const mayReceive = usePermission('order:receive');
  const receiveParcel = async (parcel: Parcel) => {
    const message = `确认已收到${parcel.logisticsCompany}包裹 ${parcel.logisticsNo} 中的全部商品吗？`;
    if (!(await confirm({ title: '确认收货', message }))) return;
    receiptToast(await receive.mutateAsync({ body: { orderId: order.id, type: 2, logisticsId: parcel.id } }));
  };
  return (parcel: Parcel) =>
    mayReceive && receivable(order.status) && parcel.items?.some((item) => item.num > (item.receivedNum ?? 0)) ? (
      <Button
        variant="text"
        size="sm"
        aria-label={`确认收货：${parcel.logisticsNo}`}
        onClick={() => receiveParcel(parcel).catch(() => {})}
      >
        确认收货
      </Button>
    ) : null;
}
