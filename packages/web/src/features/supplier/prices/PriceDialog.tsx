import { checkDiscountPrice } from '@zc/sdk';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { formatMoney } from '@/shared/format/money.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { Field } from '@/shared/ui/Field.tsx';
import { FormDialog } from '@/shared/ui/FormDialog/FormDialog.tsx';
import { Input } from '@/shared/ui/Input.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';
import { GoodsPickerDialog } from './GoodsPickerDialog.tsx';
import type { GoodsValues } from './price-form.ts';
import type { Discount, PriceKind, PriceSchema } from './price-kind.ts';

/**
 * Sets a discount price on a goods item, or changes `row`: the price is first checked against the platform's rules
 * (checkDiscountPrice) and its message shown in the dialog; a price that passes is saved as 待提交.
 */
export function PriceDialog<Row extends Discount, S extends PriceSchema>({
  kind,
  row,
  onClose,
}: {
  kind: PriceKind<Row, S>;
  row: Row | undefined;
  onClose: () => void;
}) {
  const save = kind.useSave();
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={row ? `修改${kind.name}` : `设置${kind.name}`}
      width="w-[600px]"
      schema={kind.schema}
      defaultValues={kind.defaults(row)}
      onSubmit={async (values) => {
        const check = await checkDiscountPrice({
          body: {
            discountType: kind.discountType,
            goodsId: values.goodsId,
            price: kind.checkedPrice(values),
            ...(row && { discountId: row.id }),
          },
        });
        if (!check.passed) throw new Error(check.message ?? `${kind.name}未通过平台价格校验`);
        await save(values, row);
        toast.success(`${kind.name}已保存，提交审核后生效`);
        onClose();
      }}
    >
      {(form) => (
        <>
          <GoodsField form={form as unknown as UseFormReturn<GoodsValues>} fixed={row !== undefined} />
          <kind.Fields form={form} />
        </>
      )}
    </FormDialog>
  );
}

/** The goods the price is for: chosen in the goods picker, or fixed when a price is changed. */
function GoodsField({ form, fixed }: { form: UseFormReturn<GoodsValues>; fixed: boolean }) {
  const [picking, setPicking] = useState(false);
  const [goodsName, sku, salePrice] = form.watch(['goodsName', 'sku', 'salePrice']);
  return (
    <Field
      label="商品"
      required
      error={form.formState.errors.goodsId?.message}
      hint={salePrice !== undefined ? `SKU ${sku}，售价 ¥${formatMoney(salePrice)}` : undefined}
    >
      {(control) => (
        <div className="flex gap-2">
          <Input {...control} readOnly value={goodsName} placeholder="请选择商品" />
          {!fixed && <Button onClick={() => setPicking(true)}>选择商品</Button>}
          {picking && (
            <GoodsPickerDialog
              onClose={() => setPicking(false)}
              onPick={(goods) => {
                const options = { shouldDirty: true, shouldValidate: true };
                form.setValue('goodsName', goods.name, options);
                form.setValue('sku', goods.sku, options);
                form.setValue('salePrice', goods.price, options);
                form.setValue('goodsId', goods.id, options);
                setPicking(false);
              }}
            />
          )}
        </div>
      )}
    </Field>
  );
}
