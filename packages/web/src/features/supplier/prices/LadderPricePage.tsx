import { type components, getLadderPrice } from '@zc/sdk';
import { useModifyLadderPrice, useSetLadderPrice } from '@zc/sdk/react';
import { useFieldArray } from 'react-hook-form';
import { ladderColumns } from '@/features/prices/discount-columns.tsx';
import { useList } from '@/shared/list/use-list.ts';
import { Button } from '@/shared/ui/Button.tsx';
import type { SchemaForm } from '@/shared/ui/FormDialog/FormDialog.tsx';
import { TextField } from '@/shared/ui/FormDialog/fields.tsx';
import { discountFilters } from './filters.ts';
import { MAX_TIERS, MIN_TIERS } from './ladder-tiers.ts';
import { PriceListPage } from './PriceListPage.tsx';
import { ladderSchema } from './price-form.ts';
import { type PriceKind, priceDefaults } from './price-kind.ts';

type LadderPrice = components['schemas']['LadderPrice'];
type LadderTier = components['schemas']['LadderTier'];

/** A tier still to be typed in. */
const blankTier = {} as LadderTier;

function LadderTierFields({ form }: { form: SchemaForm<typeof ladderSchema> }) {
  const tiers = useFieldArray({ control: form.control, name: 'tiers' });
  const error = form.formState.errors.tiers;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm text-slate-600">
        阶梯价格
        <span className="ml-2 text-xs text-slate-500">起订数量逐级递增，价格逐级递减；最多 {MAX_TIERS} 个阶梯</span>
      </legend>
      {tiers.fields.map((field, index) => (
        <div key={field.id} className="grid grid-cols-[1fr_1fr_auto] items-start gap-3">
          <TextField
            form={form}
            name={`tiers.${index}.minQuantity`}
            label={`第${index + 1}阶梯起订数量`}
            type="number"
            min={1}
            step={1}
          />
          <TextField
            form={form}
            name={`tiers.${index}.price`}
            label={`第${index + 1}阶梯价格（元）`}
            type="number"
            min={0}
            step={0.01}
          />
          <Button
            size="sm"
            className="mt-6"
            aria-label={`删除第${index + 1}阶梯`}
            disabled={tiers.fields.length <= MIN_TIERS}
            onClick={() => tiers.remove(index)}
          >
            删除
          </Button>
        </div>
      ))}
      {(error?.message || error?.root?.message) && (
        <p className="text-xs text-red-600">{error.message ?? error.root?.message}</p>
      )}
      <div>
        <Button size="sm" disabled={tiers.fields.length >= MAX_TIERS} onClick={() => tiers.append(blankTier)}>
          添加阶梯
        </Button>
      </div>
    </fieldset>
  );
}

const ladderKind: PriceKind<LadderPrice, typeof ladderSchema> = {
  discountType: 2,
  name: '阶梯价',
  listLabel: '阶梯价商品列表',
  permission: 'price:ladder',
  useList: () => useList(getLadderPrice, discountFilters),
  columns: ladderColumns,
  schema: ladderSchema,
  defaults: (row) => ({
    ...priceDefaults(ladderSchema, row),
    tiers: row
      ? row.tiers.map(({ minQuantity, price }) => ({ minQuantity, price }))
      : [
          { minQuantity: 1, price: undefined },
          { minQuantity: undefined, price: undefined },
        ],
  }),
  // The lowest tier is the deepest discount, the one the platform's floor applies to.
  checkedPrice: (values) => Math.min(...values.tiers.map((tier) => tier.price)),
  useSave: () => {
    const set = useSetLadderPrice();
    const modify = useModifyLadderPrice();
    return (values, row) =>
      row
        ? modify.mutateAsync({ body: { id: row.id, tiers: values.tiers } })
        : set.mutateAsync({ body: { goodsId: values.goodsId, tiers: values.tiers } });
  },
  Fields: LadderTierFields,
};

/** 阶梯价商品: the supplier's ladder (tiered) prices. */
export function LadderPricePage() {
  return <PriceListPage kind={ladderKind} />;
}
