// How a discount price (promotion, ladder, wholesale) is shown, alike to the supplier who sets it and to the platform
// that reviews it.
import type { components } from '@zc/sdk';
import { discountStatusLabels } from '@zc/sdk/labels';
import { formatDateTime } from '@/shared/format/date.ts';
import { EMPTY, formatMoney } from '@/shared/format/money.ts';
import { type ColumnSpec, columnsOf } from '@/shared/ui/DataTable/columns.tsx';

type Schemas = components['schemas'];
export type Discount = Schemas['PromotionPrice'] | Schemas['LadderPrice'] | Schemas['WholesalePrice'];
type Columns<Row> = Record<string, ColumnSpec<Row>>;

export const promotionColumns: Columns<Schemas['PromotionPrice']> = {
  promotionPrice: ['促销价（元）', 'money'],
  period: {
    header: '促销时间',
    cell: (row) => (
      <div className="text-xs whitespace-nowrap">
        <div>{formatDateTime(row.startTime)}</div>
        <div>至 {formatDateTime(row.endTime)}</div>
      </div>
    ),
  },
};

const range = (tier: Schemas['LadderTier']) =>
  tier.maxQuantity === undefined ? `${tier.minQuantity} 及以上` : `${tier.minQuantity}-${tier.maxQuantity}`;

export const ladderColumns: Columns<Schemas['LadderPrice']> = {
  tiers: {
    header: '阶梯价格（数量：单价）',
    cell: (row) => (
      <ul className="whitespace-nowrap">
        {row.tiers.map((tier) => (
          <li key={tier.minQuantity}>
            {range(tier)}：¥{formatMoney(tier.price)}
          </li>
        ))}
      </ul>
    ),
  },
};

// The group-buy pages show the wholesale prices: a lower unit price from a minimum quantity on.
export const wholesaleColumns: Columns<Schemas['WholesalePrice']> = {
  minQuantity: { header: '起批量', align: 'right' },
  wholesalePrice: ['团购价（元）', 'money'],
};

/**
 * A discount list's columns: the goods, its supplier where the list holds several, its sale price, the kind's own
 * columns, the review state with the reason of a rejection, and the row's actions.
 */
export function discountColumns<Row extends Discount>(
  own: Columns<Row>,
  actions: ColumnSpec<Row>,
  supplier?: ColumnSpec<Row>,
) {
  const columns: Columns<Row> = {
    goods: {
      header: '商品',
      cell: (row) => (
        <div className="max-w-72">
          <div className="text-slate-800">{row.goodsName}</div>
          <div className="text-xs text-slate-500">SKU {row.sku ?? EMPTY}</div>
        </div>
      ),
    },
    ...(supplier && { supplierName: supplier }),
    price: ['售价（元）', 'money'],
    ...own,
    status: ['状态', discountStatusLabels],
    auditRemark: '驳回原因',
    updateTime: ['更新时间', 'dateTime'],
    actions,
  };
  // columnsOf checks keys against the row's fields, which TypeScript cannot list for a row type left open.
  return columnsOf<Row>(columns as Parameters<typeof columnsOf<Row>>[0]);
}
