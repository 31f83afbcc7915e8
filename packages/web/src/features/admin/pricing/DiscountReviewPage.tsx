import { getLadderPrice, getPromotionPrice, getWholesalePrice } from '@zc/sdk';
import {
  type Discount,
  discountColumns,
  ladderColumns,
  promotionColumns,
  wholesaleColumns,
} from '@/features/prices/discount-columns.tsx';
import { type ListModel, useList } from '@/shared/list/use-list.ts';
import type { ColumnSpec } from '@/shared/ui/DataTable/columns.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { useSupplierColumn, useSupplierLabels } from '../shared/suppliers.tsx';
import { discountReviewFilters } from './filters.ts';
import { useDiscountReview } from './review-actions.tsx';

/** The platform's review of one kind of suppliers' discount prices ('阶梯价'): every supplier's, filtered. */
function DiscountReviewPage<Row extends Discount>(props: {
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

/** 促销管理: the suppliers' promotion prices. */
export function PromotionReviewPage() {
  const list = useList(getPromotionPrice, discountReviewFilters, { labels: useSupplierLabels() });
  return <DiscountReviewPage name="促销价" list={list} columns={promotionColumns} />;
}

/** 团购管理: the suppliers' group-buy (wholesale) prices. */
export function GroupReviewPage() {
  const list = useList(getWholesalePrice, discountReviewFilters, { labels: useSupplierLabels() });
  return <DiscountReviewPage name="团购价" list={list} columns={wholesaleColumns} />;
}

/** 阶梯价管理: the suppliers' ladder prices. */
export function LadderReviewPage() {
  const list = useList(getLadderPrice, discountReviewFilters, { labels: useSupplierLabels() });
  return <DiscountReviewPage name="阶梯价" list={list} columns={ladderColumns} />;
}
