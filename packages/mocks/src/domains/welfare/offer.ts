// What a welfare activity offers: the goods of the suppliers it names, in the welfare categories it names. A goods item
// falls in the welfare categories its supplier is admitted for (the welfare supplier's categoryIds); an activity
// naming a category offers the categories under it too. An activity naming no supplier or no category does not narrow
// by it.
import type { Entity } from '../../engine/entities.ts';
import { welfareTables as w } from '../../tables/welfare.ts';

type Welfare = Entity<'Welfare'>;
type Goods = Entity<'GoodsItem'>;

/** The welfare categories an activity names, with every category under them. */
function categoriesOffered(welfare: Welfare) {
  const offered = new Set(welfare.categoryIds ?? []);
  const rows = w.categories.all();
  for (let grew = true; grew; ) {
    grew = false;
    for (const row of rows)
      if (!offered.has(row.id) && offered.has(row.parentId)) {
        offered.add(row.id);
        grew = true;
      }
  }
  return offered;
}

/** Whether an enabled welfare supplier record admits the supplier for one of the activity's categories. */
function inCategories(welfare: Welfare, supplierId: string) {
  if (!welfare.categoryIds?.length) return true;
  const offered = categoriesOffered(welfare);
  return w.suppliers
    .all()
    .some(
      (row) =>
        row.supplierId === supplierId && row.status === 1 && (row.categoryIds ?? []).some((id) => offered.has(id)),
    );
}

/** Why an activity does not offer a goods item (the refusal of an order for it), or undefined when it does. */
export function notOffered(welfare: Welfare, goods: Goods): string | undefined {
  if (welfare.supplierIds?.length && !welfare.supplierIds.includes(goods.supplierId))
    return `福利活动“${welfare.welfareName}”不含该供应商的商品`;
  if (!inCategories(welfare, goods.supplierId))
    return `商品“${goods.name}”不在福利活动“${welfare.welfareName}”的福利分类内`;
  if (goods.goodsState !== 1) return `商品“${goods.name}”已下架，不能下单`;
  return undefined;
}
