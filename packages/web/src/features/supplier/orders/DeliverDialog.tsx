import { useOrderReceiptOrDeliver } from '@zc/sdk/react';
import { FormDialog } from '@/shared/ui/FormDialog/FormDialog.tsx';
import { TextAreaField, TextField } from '@/shared/ui/FormDialog/fields.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';
import { deliverSchema } from './order-forms.ts';

/** 发货: ships every outstanding line of the order with one waybill. */
export function DeliverDialog({ order, onClose }: { order: { id: string; orderNo: string }; onClose: () => void }) {
  const deliver = useOrderReceiptOrDeliver();
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`发货：${order.orderNo}`}
      schema={deliverSchema}
      defaultValues={{ logisticsCompany: '', logisticsNo: '', remark: '' }}
      submitText="确认发货"
      onSubmit={async (values) => {
        await deliver.mutateAsync({
          body: { orderId: order.id, type: 1, ...values },
        });
        toast.success('发货成功');
      }}
    >
      {(form) => (
        <>
          <TextField form={form} name="logisticsCompany" label="物流公司" required />
          <TextField form={form} name="logisticsNo" label="物流单号" required />
          <TextAreaField form={form} name="remark" label="备注" />
        </>
      )}
    </FormDialog>
  );
}
