import { type Discount, discountColumns } from '@/features/prices/discount-columns.tsx';
import type { ListModel } from '@/shared/list/use-list.ts';
import type { ColumnSpec } from '@/shared/ui/DataTable/columns.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { useSupplierColumn } from '../shared/suppliers.tsx';
import { useDiscountReview } from './review-actions.tsx';

/** The platform's review of one kind of suppliers' discount prices ('阶梯价'): every supplier's, filtered. */
export function DiscountReviewPage<Row extends Discount>(props: {
  name: string;
  list: ListModel<Row>;
  columns: Record<string, ColumnSpec<Row>>;
}) {
  const review = useDiscountReview<Row>(props.name);
  const columns = discountColumns(props.columns, review.actions, useSupplierColumn<Row>());
  return (
    <>
      <ListPage label={`${props.name}列表`} list={props.list} columns={columns} batchActions={review.batchActions} />
      {review.dialog}
    </>
  );
}
