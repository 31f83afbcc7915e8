import type { components } from '@zc/sdk';
import { useAddWelfareOrderLogistics } from '@zc/sdk/react';
import { welfareOrderLogisticsFormSchema } from '@zc/sdk/schemas';
import { FormDialog } from '@/shared/ui/FormDialog/FormDialog.tsx';
import { TextField } from '@/shared/ui/FormDialog/fields.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';

const shipmentSchema = welfareOrderLogisticsFormSchema.pick({ logisticsCompany: true, logisticsNo: true });

/** 发货: the carrier and waybill of an order waiting to be sent; recording them marks the order 已发货. */
export function ShipWelfareOrderDialog({
  order,
  onClose,
}: {
  order: components['schemas']['WelfareOrder'];
  onClose: () => void;
}) {
  const ship = useAddWelfareOrderLogistics();
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`发货：${order.orderNo}`}
      schema={shipmentSchema}
      width="w-[520px]"
      defaultValues={{ logisticsCompany: '', logisticsNo: '' }}
      onSubmit={async (body) => {
        await ship.mutateAsync({ body: { ...body, welfareOrderId: order.id } });
        toast.success('已发货');
      }}
    >
      {(form) => (
        <>
          <TextField form={form} name="logisticsCompany" label="物流公司" required />
          <TextField form={form} name="logisticsNo" label="物流单号" required />
        </>
      )}
    </FormDialog>
  );
}
