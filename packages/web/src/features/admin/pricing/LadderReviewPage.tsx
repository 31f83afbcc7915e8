import { getLadderPrice } from '@zc/sdk';
import { ladderColumns } from '@/features/prices/discount-columns.tsx';
import { useList } from '@/shared/list/use-list.ts';
import { useSupplierLabels } from '../shared/suppliers.tsx';
import { DiscountReviewPage } from './DiscountReviewPage.tsx';
import { discountReviewFilters } from './filters.ts';

/** 阶梯价管理: the suppliers' ladder prices. */
export function LadderReviewPage() {
  const list = useList(getLadderPrice, discountReviewFilters, { labels: useSupplierLabels() });
  return <DiscountReviewPage name="阶梯价" list={list} columns={ladderColumns} />;
}
