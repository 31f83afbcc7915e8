import { useQuery } from '@tanstack/react-query';
import type { components } from '@zc/sdk';
import { pageWelfareGoodsQueryOptions, useAddWelfareOrder } from '@zc/sdk/react';
import { welfareOrderFormSchema } from '@zc/sdk/schemas';
import { formatMoney } from '@/shared/format/money.ts';
import { FormDialog } from '@/shared/ui/FormDialog/FormDialog.tsx';
import { SelectField, TextAreaField, TextField } from '@/shared/ui/FormDialog/fields.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';
import { balanceOf, useMembership } from './my-welfare.tsx';

type Welfare = components['schemas']['Welfare'];

const line = welfareOrderFormSchema.shape.items.element.shape;
// One goods item per order, as the backend takes one supplier's goods per order.
const orderSchema = welfareOrderFormSchema
  .pick({ consignee: true, consigneePhone: true, address: true, remark: true })
  .extend({ goodsId: line.goodsId, buyNum: line.buyNum });

/** Orders a goods item of the activity, paid from the user's balance in it (the backend refuses more than is left). */
export function WelfareOrderFormDialog({ welfare, onClose }: { welfare: Welfare; onClose: () => void }) {
  const member = useMembership(welfare.id);
  const goods = useQuery({
    ...pageWelfareGoodsQueryOptions({ query: { welfareId: welfare.id, size: 100 } }),
    select: (page) =>
      page.records.map((item) => ({ value: item.id, label: `${item.name}（¥${formatMoney(item.price)}）` })),
  });
  const add = useAddWelfareOrder();
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`福利下单：${welfare.welfareName}`}
      schema={orderSchema}
      defaultValues={{ buyNum: 1, consignee: member?.userName ?? '', consigneePhone: member?.phone ?? '' }}
      submitText="提交订单"
      onSubmit={async ({ goodsId, buyNum, ...delivery }) => {
        await add.mutateAsync({ body: { welfareId: welfare.id, items: [{ goodsId, buyNum }], ...delivery } });
        toast.success('下单成功');
      }}
    >
      {(form) => (
        <>
          <p className="text-sm text-slate-600">可用余额：¥{formatMoney(balanceOf(member) ?? 0)}</p>
          <SelectField form={form} name="goodsId" label="商品" options={goods.data ?? []} required />
          <TextField form={form} name="buyNum" label="数量" type="number" min={1} max={99} required />
          <TextField form={form} name="consignee" label="收货人" required />
          <TextField form={form} name="consigneePhone" label="收货人手机" required />
          <TextAreaField form={form} name="address" label="收货地址" required />
          <TextAreaField form={form} name="remark" label="备注" />
        </>
      )}
    </FormDialog>
  );
}
