import { useQuery } from '@tanstack/react-query';
import type { components } from '@zc/sdk';
import { listCarriersQueryOptions, supplierGetOrderByIdQueryOptions, useOrderReceiptOrDeliver } from '@zc/sdk/react';
import { type Carrier, CarrierFields } from '@/features/orders/carriers.tsx';
import { LineQuantities } from '@/features/orders/LineQuantities.tsx';
import { pickedItems } from '@/features/orders/order-forms.ts';
import { FormDialog } from '@/shared/ui/FormDialog/FormDialog.tsx';
import { TextAreaField } from '@/shared/ui/FormDialog/fields.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';
import { deliverSchema } from './order-forms.ts';

type Line = components['schemas']['OrderDetail'];

const toShip = (line: Line) => line.buyNum - (line.deliveredNum ?? 0);

/** 发货: once the order's lines and the platform's carriers are read, a parcel of some lines with its carrier. */
export function DeliverDialog({ order, onClose }: { order: { id: string; orderNo: string }; onClose: () => void }) {
  const info = useQuery(supplierGetOrderByIdQueryOptions({ path: { id: order.id } }));
  const carriers = useQuery(listCarriersQueryOptions());
  if (!info.data || !carriers.data) return null;
  return (
    <ShipmentForm
      order={order}
      lines={info.data.details.filter((line) => toShip(line) > 0)}
      carriers={carriers.data}
      onClose={onClose}
    />
  );
}

/** The lines still to ship, all of what is left of each by default: several parcels take a quantity each. */
function ShipmentForm({
  order,
  lines,
  carriers,
  onClose,
}: {
  order: { id: string; orderNo: string };
  lines: Line[];
  carriers: Carrier[];
  onClose: () => void;
}) {
  const deliver = useOrderReceiptOrDeliver();
  const open = lines.map(toShip);
  return (
    <FormDialog
      open
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={`发货：${order.orderNo}`}
      width="w-[760px]"
      schema={deliverSchema(carriers, open)}
      defaultValues={{ logisticsCode: '', logisticsNo: '', remark: '', nums: open }}
      submitText="确认发货"
      onSubmit={async ({ nums, ...values }) => {
        const shipped = await deliver.mutateAsync({
          body: { orderId: order.id, type: 1, ...values, items: pickedItems(lines, nums) },
        });
        toast.success(shipped.status === 4 ? '已部分发货' : '发货成功');
      }}
    >
      {(form) => (
        <>
          <LineQuantities form={form} name="nums" label="本次发货" lines={lines} open={open} />
          <CarrierFields form={form} carriers={carriers} />
          <TextAreaField form={form} name="remark" label="备注" />
        </>
      )}
    </FormDialog>
  );
}
