import { discountStatusLabels } from '@zc/sdk/labels';
import { EMPTY } from '@/shared/format/money.ts';
import { type ColumnSpec, columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { type DiscountActions, DiscountRowActions } from './DiscountActions.tsx';
import type { Discount, PriceKind, PriceSchema } from './price-kind.ts';

/** A discount list's columns: the goods and its sale price, the kind's own, then the review state and the actions. */
export function discountColumns<Row extends Discount, S extends PriceSchema>(
  kind: PriceKind<Row, S>,
  actions: DiscountActions<Row>,
  onEdit: (row: Row) => void,
) {
  const columns: Record<string, ColumnSpec<Row>> = {
    goods: {
      header: '商品',
      cell: (row) => (
        <div className="max-w-72">
          <div className="text-slate-800">{row.goodsName}</div>
          <div className="text-xs text-slate-500">SKU {row.sku ?? EMPTY}</div>
        </div>
      ),
    },
    price: ['售价（元）', 'money'],
    ...kind.columns,
    status: ['状态', discountStatusLabels],
    auditRemark: '驳回原因',
    updateTime: ['更新时间', 'dateTime'],
    actions: {
      header: '操作',
      cell: (row) => <DiscountRowActions kind={kind} row={row} actions={actions} onEdit={onEdit} />,
    },
  };
  // columnsOf checks keys against the row's fields, which TypeScript cannot list for a row type left open.
  return columnsOf<Row>(columns as Parameters<typeof columnsOf<Row>>[0]);
}
