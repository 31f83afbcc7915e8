import { useQuery } from '@tanstack/react-query';
import type { components } from '@zc/sdk';
import { queryDeliveryAddressQueryOptions, useSubmitDemand } from '@zc/sdk/react';
import { demandSubmitRequestSchema } from '@zc/sdk/schemas';
import { formatMoney } from '@/shared/format/money.ts';
import { FormDialog } from '@/shared/ui/FormDialog/FormDialog.tsx';
import { DateField, SelectField, TextAreaField, TextField } from '@/shared/ui/FormDialog/fields.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';

type CartItem = components['schemas']['CartItem'];

const demandSchema = demandSubmitRequestSchema.pick({
  demandName: true,
  expectDate: true,
  deliveryAddressId: true,
  contactPhone: true,
  remark: true,
});

/** 提交需求: the ticked demand-car goods become one demand order for the purchasing unit to collect. */
export function SubmitDemandDialog({ items, onClose }: { items: CartItem[]; onClose: () => void }) {
  const submit = useSubmitDemand({ invalidates: ['cart'] });
  const addresses = useQuery(queryDeliveryAddressQueryOptions({ query: { addressType: 1 } }));
  const total = items.reduce((sum, item) => sum + item.price * item.quantity, 0);
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="提交需求"
      width="w-[640px]"
      schema={demandSchema}
      defaultValues={{ demandName: '', expectDate: '', deliveryAddressId: '', contactPhone: '', remark: '' }}
      onSubmit={async (values) => {
        const demand = await submit.mutateAsync({
          body: {
            ...values,
            items: items.map((item) => ({ goodsId: item.goodsId, buyNum: item.quantity, cartId: item.id })),
          },
        });
        toast.success(`需求单 ${demand.demandNo} 已提交`);
        onClose();
      }}
    >
      {(form) => (
        <>
          <p className="text-sm text-slate-600">
            共 {items.length} 种商品，合计 {formatMoney(total)}
          </p>
          <TextField form={form} name="demandName" label="需求名称" required />
          <div className="grid grid-cols-2 gap-3">
            <DateField form={form} name="expectDate" label="期望到货日期" />
            <TextField form={form} name="contactPhone" label="联系电话" inputMode="tel" />
          </div>
          <SelectField
            form={form}
            name="deliveryAddressId"
            label="收货地址"
            options={(addresses.data ?? []).map((address) => ({
              value: address.id,
              label: `${address.consignee} ${address.fullAddress ?? address.detailAddress}`,
            }))}
          />
          <TextAreaField form={form} name="remark" label="备注" rows={2} />
        </>
      )}
    </FormDialog>
  );
}
