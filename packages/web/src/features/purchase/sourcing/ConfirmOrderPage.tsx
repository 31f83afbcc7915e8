import { useNavigate } from '@tanstack/react-router';
import { sourcingOrderInvoiceTypeLabels } from '@zc/sdk/labels';
import { useConfirmSourcingOrder } from '@zc/sdk/react';
import { sourcingOrderConfirmRequestSchema } from '@zc/sdk/schemas';
import { useState } from 'react';
import { optionsOf } from '@/shared/format/labels.ts';
import { usePageSearch } from '@/shared/page/page.tsx';
import { Button } from '@/shared/ui/Button.tsx';
import { SelectField, TextField } from '@/shared/ui/FormDialog/fields.tsx';
import { chosen, refusalMessage, useSchemaForm } from '@/shared/ui/FormDialog/schema-form.ts';
import { toast } from '@/shared/ui/Toast/toast.ts';
import { FoundOrder } from './found-order.tsx';
import { OrderDetails } from './OrderDetails.tsx';
import type { SourcingOrder } from './sourcing-columns.tsx';

const confirmSchema = sourcingOrderConfirmRequestSchema
  .omit({ id: true, invoiceType: true })
  .extend({ invoiceType: chosen(sourcingOrderConfirmRequestSchema.shape.invoiceType) })
  // The backend's words, said before anything is sent.
  .refine((form) => form.invoiceType !== 2 || Boolean(form.invoiceTaxNo), {
    path: ['invoiceTaxNo'],
    message: '增值税专用发票须填写纳税人识别号',
    when: () => true,
  });

/**
 * 寻源确认订单 (`?id=&orderNo=`): the receiver, delivery address and invoice of a new deal order; once confirmed the
 * supplier draws the contract up. A confirmed order is shown as it was confirmed.
 */
export function ConfirmOrderPage() {
  const { id, orderNo } = usePageSearch('/purchase/sourcing-confirm-order');
  return (
    <FoundOrder id={id} orderNo={orderNo}>
      {(order) =>
        order.status === 0 && !order.confirmTime ? <ConfirmForm order={order} /> : <OrderDetails order={order} />
      }
    </FoundOrder>
  );
}

function ConfirmForm({ order }: { order: SourcingOrder }) {
  const confirmOrder = useConfirmSourcingOrder();
  const navigate = useNavigate();
  const form = useSchemaForm(confirmSchema, {
    receiverName: '',
    receiverPhone: '',
    deliveryAddress: order.deliveryAddress ?? '',
    invoiceType: 2,
    invoiceTitle: order.purchaserOrgName,
    invoiceTaxNo: '',
  } as never);
  const [serverError, setServerError] = useState<string | null>(null);
  const submit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      await confirmOrder.mutateAsync({ body: { ...values, id: order.id } });
      toast.success('订单已确认，等待供应商签订合同');
      await navigate({ to: '/purchase/sourcing-order-info', search: { id: order.id, orderNo: order.orderNo } });
    } catch (error) {
      setServerError(refusalMessage(form, confirmSchema, error));
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label="确认订单" className="flex flex-col gap-4 rounded bg-white p-5">
      <h3 className="border-l-4 border-brand pl-2 font-medium text-slate-800">
        {order.orderNo} {order.sourcingName}（{order.supplierName}）
      </h3>
      <div className="grid grid-cols-3 gap-x-4">
        <TextField form={form} name="receiverName" label="收货人" required />
        <TextField form={form} name="receiverPhone" label="联系电话" required />
        <TextField form={form} name="deliveryAddress" label="收货地址" required />
        <SelectField
          form={form}
          name="invoiceType"
          label="发票类型"
          required
          options={optionsOf(sourcingOrderInvoiceTypeLabels)}
        />
        <TextField form={form} name="invoiceTitle" label="发票抬头" required />
        <TextField form={form} name="invoiceTaxNo" label="纳税人识别号" />
      </div>
      {serverError && <p className="text-sm text-red-600">{serverError}</p>}
      <div>
        <Button type="submit" variant="primary" loading={form.formState.isSubmitting}>
          确认订单
        </Button>
      </div>
    </form>
  );
}
