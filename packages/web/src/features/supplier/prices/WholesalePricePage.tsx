import { type components, getWholesalePrice } from '@zc/sdk';
import { useModifyWholesalePrice, useSetWholesalePrice } from '@zc/sdk/react';
import { wholesaleColumns } from '@/features/prices/discount-columns.tsx';
import { useList } from '@/shared/list/use-list.ts';
import type { SchemaForm } from '@/shared/ui/FormDialog/FormDialog.tsx';
import { TextField } from '@/shared/ui/FormDialog/fields.tsx';
import { discountFilters } from './filters.ts';
import { PriceListPage } from './PriceListPage.tsx';
import { wholesaleSchema } from './price-form.ts';
import { type PriceKind, priceDefaults } from './price-kind.ts';

type WholesalePrice = components['schemas']['WholesalePrice'];

function WholesaleFields({ form }: { form: SchemaForm<typeof wholesaleSchema> }) {
  return (
    <div className="grid grid-cols-2 gap-3">
      <TextField form={form} name="minQuantity" label="起批量" type="number" min={2} step={1} required />
      <TextField form={form} name="wholesalePrice" label="团购价（元）" type="number" min={0} step={0.01} required />
    </div>
  );
}

const wholesaleKind: PriceKind<WholesalePrice, typeof wholesaleSchema> = {
  discountType: 3,
  name: '团购价',
  listLabel: '团购商品列表',
  permission: 'price:wholesale',
  useList: () => useList(getWholesalePrice, discountFilters),
  columns: wholesaleColumns,
  schema: wholesaleSchema,
  defaults: (row) => priceDefaults(wholesaleSchema, row),
  checkedPrice: (values) => values.wholesalePrice,
  useSave: () => {
    const set = useSetWholesalePrice();
    const modify = useModifyWholesalePrice();
    return (values, row) => {
      const fields = { minQuantity: values.minQuantity, wholesalePrice: values.wholesalePrice };
      return row
        ? modify.mutateAsync({ body: { id: row.id, ...fields } })
        : set.mutateAsync({ body: { goodsId: values.goodsId, ...fields } });
    };
  },
  Fields: WholesaleFields,
};

/** 团购商品: the supplier's wholesale (group-buy) prices. */
export function WholesalePricePage() {
  return <PriceListPage kind={wholesaleKind} />;
}
