import { useQuery } from '@tanstack/react-query';
import type { components } from '@zc/sdk';
import { listCarriersQueryOptions, useAddWelfareOrderLogistics } from '@zc/sdk/react';
import { welfareOrderLogisticsFormSchema } from '@zc/sdk/schemas';
import { type Carrier, CarrierFields, checkWaybill } from '@/features/orders/carriers.tsx';
import { FormDialog } from '@/shared/ui/FormDialog/FormDialog.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';

type WelfareOrder = components['schemas']['WelfareOrder'];
const shipment = welfareOrderLogisticsFormSchema.shape;

/** A welfare shipment: one of the platform's carriers and a waybill of its form. */
const shipmentSchema = (carriers: readonly Carrier[]) =>
  welfareOrderLogisticsFormSchema
    .pick({ logisticsNo: true })
    .extend({ logisticsCode: shipment.logisticsCode.unwrap().min(1) })
    .superRefine(checkWaybill(carriers, shipment.logisticsNo));

/** 发货: once the platform's carriers are read, the carrier and waybill of an order waiting to be sent. */
export function ShipWelfareOrderDialog({ order, onClose }: { order: WelfareOrder; onClose: () => void }) {
  const carriers = useQuery(listCarriersQueryOptions());
  if (!carriers.data) return null;
  return <ShipmentForm order={order} carriers={carriers.data} onClose={onClose} />;
}

/** Recording the shipment marks the order 已发货. */
function ShipmentForm({
  order,
  carriers,
  onClose,
}: {
  order: WelfareOrder;
  carriers: readonly Carrier[];
  onClose: () => void;
}) {
  const ship = useAddWelfareOrderLogistics();
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`发货：${order.orderNo}`}
      schema={shipmentSchema(carriers)}
      width="w-[560px]"
      defaultValues={{ logisticsCode: '', logisticsNo: '' }}
      onSubmit={async (body) => {
        const carrier = carriers.find((row) => row.code === body.logisticsCode);
        await ship.mutateAsync({
          body: { ...body, logisticsCompany: carrier?.name ?? '', welfareOrderId: order.id },
        });
        toast.success('已发货');
      }}
    >
      {(form) => <CarrierFields form={form} carriers={carriers} />}
    </FormDialog>
  );
}
