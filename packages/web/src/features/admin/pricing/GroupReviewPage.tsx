import { getWholesalePrice } from '@zc/sdk';
import { wholesaleColumns } from '@/features/prices/discount-columns.tsx';
import { useList } from '@/shared/list/use-list.ts';
import { useSupplierLabels } from '../shared/suppliers.tsx';
import { DiscountReviewPage } from './DiscountReviewPage.tsx';
import { discountReviewFilters } from './filters.ts';

/** 团购管理: the suppliers' group-buy (wholesale) prices. */
export function GroupReviewPage() {
  const list = useList(getWholesalePrice, discountReviewFilters, { labels: useSupplierLabels() });
  return <DiscountReviewPage name="团购价" list={list} columns={wholesaleColumns} />;
}
