import { useQuery } from '@tanstack/react-query';
import { queryOwnReceiptListQueryOptions, useApplyOrderInvoice } from '@zc/sdk/react';
import { invoiceApplicationRequestSchema } from '@zc/sdk/schemas';
import { FormDialog } from '@/shared/ui/FormDialog/FormDialog.tsx';
import { SelectField } from '@/shared/ui/FormDialog/fields.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';

const schema = invoiceApplicationRequestSchema.pick({ receiptId: true });

/** 申请开票 of a received order, under one of the buyer's invoice titles (the order's own chosen first). */
export function InvoiceApplyDialog({
  order,
  onClose,
}: {
  order: { id: string; orderNo: string; receiptId?: string | undefined };
  onClose: () => void;
}) {
  const titles = useQuery(queryOwnReceiptListQueryOptions());
  const apply = useApplyOrderInvoice({ invalidates: ['orders'] });
  const options = (titles.data ?? []).map((title) => ({
    value: title.id,
    label: title.taxNo ? `${title.receiptTitle}（${title.taxNo}）` : title.receiptTitle,
  }));
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`申请开票：${order.orderNo}`}
      schema={schema}
      defaultValues={{ receiptId: order.receiptId ?? '' }}
      onSubmit={async ({ receiptId }) => {
        await apply.mutateAsync({ body: { orderIds: [order.id], receiptId } });
        toast.success('开票申请已提交，等待供应商开票');
      }}
    >
      {(form) => (
        <SelectField
          form={form}
          name="receiptId"
          label="发票抬头"
          options={options}
          hint={titles.isSuccess && options.length === 0 ? '还没有发票抬头，请先在“发票管理”中新增' : undefined}
          required
        />
      )}
    </FormDialog>
  );
}
