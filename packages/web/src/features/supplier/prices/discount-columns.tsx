import { type Discount, discountColumns } from '@/features/prices/discount-columns.tsx';
import { type DiscountActions, DiscountRowActions } from './DiscountActions.tsx';
import type { PriceKind, PriceSchema } from './price-kind.ts';

/** The supplier's discount list: the shared columns, with 修改, 提交审核 and 删除 as each row's state allows. */
export const supplierDiscountColumns = <Row extends Discount, S extends PriceSchema>(
  kind: PriceKind<Row, S>,
  actions: DiscountActions<Row>,
  onEdit: (row: Row) => void,
) =>
  discountColumns(kind.columns, {
    header: '操作',
    cell: (row) => <DiscountRowActions kind={kind} row={row} actions={actions} onEdit={onEdit} />,
  });
