import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { components } from '@zc/sdk';
import { pageWelfareGoodsQueryOptions, useAddWelfareOrder } from '@zc/sdk/react';
import { useRef, useState } from 'react';
import { useDebouncedValue } from '@/shared/hooks/use-timing.ts';
import { FormDialog } from '@/shared/ui/FormDialog/FormDialog.tsx';
import { TextAreaField, TextField } from '@/shared/ui/FormDialog/fields.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';
import { balanceOf, useMembership } from './my-welfare.tsx';
import { WelfareOrderLines } from './WelfareOrderLines.tsx';
import { type WelfareGoods, welfareOrderSchema } from './welfare-order-form.ts';

type Welfare = components['schemas']['Welfare'];

/** The goods a line's list shows at a time: an activity may offer thousands, found by name as the user types. */
const GOODS_SHOWN = 100;

/**
 * Orders goods the activity offers (the backend lists only those), in lines of one supplier, paid from the user's
 * balance in it: the total is shown against the balance as the lines change (the backend refuses more than is left).
 */
export function WelfareOrderFormDialog({ welfare, onClose }: { welfare: Welfare; onClose: () => void }) {
  const member = useMembership(welfare.id);
  const [typed, setTyped] = useState('');
  const name = useDebouncedValue(typed.trim());
  const found = useQuery({
    ...pageWelfareGoodsQueryOptions({ query: { welfareId: welfare.id, size: GOODS_SHOWN, ...(name && { name }) } }),
    placeholderData: keepPreviousData,
  });
  // Every goods item found so far: a line keeps its goods (and its price in the total) after another search.
  const seen = useRef(new Map<string, WelfareGoods>()).current;
  for (const row of found.data?.records ?? []) seen.set(row.id, row);
  const add = useAddWelfareOrder();
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`福利下单：${welfare.welfareName}`}
      schema={welfareOrderSchema}
      width="w-[760px]"
      defaultValues={{
        items: [{ goodsId: '', buyNum: 1 }],
        consignee: member?.userName ?? '',
        consigneePhone: member?.phone ?? '',
      }}
      submitText="提交订单"
      onSubmit={async (body) => {
        await add.mutateAsync({ body: { welfareId: welfare.id, ...body } });
        toast.success('下单成功');
      }}
    >
      {(form) => (
        <>
          <WelfareOrderLines
            form={form}
            found={found.data?.records ?? []}
            known={[...seen.values()]}
            onSearch={setTyped}
            balance={balanceOf(member) ?? 0}
          />
          <div className="grid grid-cols-2 gap-4">
            <TextField form={form} name="consignee" label="收货人" required />
            <TextField form={form} name="consigneePhone" label="收货人手机" required />
          </div>
          <TextAreaField form={form} name="address" label="收货地址" required />
          <TextAreaField form={form} name="remark" label="备注" />
        </>
      )}
    </FormDialog>
  );
}
