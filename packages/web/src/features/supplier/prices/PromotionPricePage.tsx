import { type components, getPromotionPrice } from '@zc/sdk';
import { useModifyPromotionPrice, useSetPromotionPrice } from '@zc/sdk/react';
import { promotionColumns } from '@/features/prices/discount-columns.tsx';
import { useList } from '@/shared/list/use-list.ts';
import type { SchemaForm } from '@/shared/ui/FormDialog/FormDialog.tsx';
import { DateTimeField, TextField } from '@/shared/ui/FormDialog/fields.tsx';
import { discountFilters } from './filters.ts';
import { PriceListPage } from './PriceListPage.tsx';
import { promotionSchema } from './price-form.ts';
import { type PriceKind, priceDefaults } from './price-kind.ts';

type PromotionPrice = components['schemas']['PromotionPrice'];

function PromotionFields({ form }: { form: SchemaForm<typeof promotionSchema> }) {
  return (
    <>
      <TextField form={form} name="promotionPrice" label="促销价（元）" type="number" min={0} step={0.01} required />
      <div className="grid grid-cols-2 gap-3">
        <DateTimeField form={form} name="startTime" label="开始时间" required />
        <DateTimeField form={form} name="endTime" label="结束时间" required />
      </div>
    </>
  );
}

const promotionKind: PriceKind<PromotionPrice, typeof promotionSchema> = {
  discountType: 1,
  name: '促销价',
  listLabel: '促销商品列表',
  permission: 'price:promotion',
  deletable: true,
  useList: () => useList(getPromotionPrice, discountFilters),
  columns: promotionColumns,
  schema: promotionSchema,
  defaults: (row) => priceDefaults(promotionSchema, row),
  checkedPrice: (values) => values.promotionPrice,
  useSave: () => {
    const set = useSetPromotionPrice();
    const modify = useModifyPromotionPrice();
    return (values, row) => {
      const { promotionPrice, startTime, endTime } = values;
      const fields = { promotionPrice, startTime, endTime };
      return row
        ? modify.mutateAsync({ body: { id: row.id, ...fields } })
        : set.mutateAsync({ body: { goodsId: values.goodsId, ...fields } });
    };
  },
  Fields: PromotionFields,
};

/** 促销商品: the supplier's promotion prices. */
export function PromotionPricePage() {
  return <PriceListPage kind={promotionKind} />;
}
