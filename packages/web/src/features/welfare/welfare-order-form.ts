import type { components } from '@zc/sdk';
import { welfareOrderFormSchema } from '@zc/sdk/schemas';
import { formatMoney } from '@/shared/format/money.ts';
import type { SchemaForm } from '@/shared/ui/FormDialog/schema-form.ts';

export type WelfareGoods = components['schemas']['GoodsItem'];

/** A welfare order as the user writes it: its goods lines (all of one supplier) and where it goes. */
export const welfareOrderSchema = welfareOrderFormSchema.pick({
  items: true,
  consignee: true,
  consigneePhone: true,
  address: true,
  remark: true,
});
export type WelfareOrderForm = SchemaForm<typeof welfareOrderSchema>;

/** The lines' total at the goods' prices; a line not yet complete counts nothing. */
export const totalOf = (lines: readonly { goodsId?: string; buyNum?: number }[], goods: readonly WelfareGoods[]) =>
  lines.reduce((sum, line) => {
    const item = goods.find((row) => row.id === line.goodsId);
    return sum + (item ? item.price * (Number(line.buyNum) || 0) : 0);
  }, 0);

/**
 * The goods of `offered` a line may take: those of the supplier the other lines are of (an order is one supplier's),
 * less the goods other lines already hold; `known` holds the other lines' goods.
 */
export function choicesFor(
  index: number,
  lines: readonly { goodsId?: string }[],
  known: readonly WelfareGoods[],
  offered: readonly WelfareGoods[] = known,
) {
  const others = lines.filter((_, at) => at !== index).map((line) => line.goodsId);
  const supplierId = known.find((row) => others.includes(row.id))?.supplierId;
  return offered.filter((row) => !others.includes(row.id) && (!supplierId || row.supplierId === supplierId));
}

/** A goods item as a line offers it: name, price and its supplier (an order takes one supplier's goods). */
export const goodsLabel = (goods: WelfareGoods) =>
  `${goods.name}（¥${formatMoney(goods.price)}）${goods.supplierName ? `｜${goods.supplierName}` : ''}`;
