import type { components } from '@zc/sdk';
import { useSetSelfPrice } from '@zc/sdk/react';
import { selfPriceRequestSchema } from '@zc/sdk/schemas';
import * as z from 'zod';
import { formatMoney } from '@/shared/format/money.ts';
import { FormDialog } from '@/shared/ui/FormDialog/FormDialog.tsx';
import { TextField } from '@/shared/ui/FormDialog/fields.tsx';
import { cents } from '@/shared/ui/FormDialog/schema-form.ts';
import { toast } from '@/shared/ui/Toast/toast.ts';

type SelfPriceGoods = components['schemas']['SelfPriceGoods'];

const selfPriceSchema = z.object({ selfPrice: cents(selfPriceRequestSchema.shape.items.element.shape.selfPrice) });

/** 设置价格: the price the platform sells a self-operated goods item at, never below its supply price. */
export function SelfPriceDialog({ goods, onClose }: { goods: SelfPriceGoods; onClose: () => void }) {
  const setPrice = useSetSelfPrice();
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`设置自营价格：${goods.goodsName}`}
      schema={selfPriceSchema}
      width="w-[480px]"
      defaultValues={{ selfPrice: goods.selfPrice ?? goods.price }}
      onSubmit={async ({ selfPrice }) => {
        await setPrice.mutateAsync({ body: { items: [{ goodsId: goods.goodsId, selfPrice }] } });
        toast.success('价格已设置');
      }}
    >
      {(form) => (
        <>
          <p className="text-sm text-slate-600">
            供货价 ¥{formatMoney(goods.supplyPrice ?? goods.price)}，当前售价 ¥{formatMoney(goods.price)}
          </p>
          <TextField
            form={form}
            name="selfPrice"
            label="自营价格（元）"
            type="number"
            min={0}
            step={0.01}
            required
            hint="不能低于供货价，保存后商城按此价格销售"
          />
        </>
      )}
    </FormDialog>
  );
}
