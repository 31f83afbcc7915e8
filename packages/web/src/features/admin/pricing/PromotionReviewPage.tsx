import { getPromotionPrice } from '@zc/sdk';
import { promotionColumns } from '@/features/prices/discount-columns.tsx';
import { useList } from '@/shared/list/use-list.ts';
import { useSupplierLabels } from '../shared/suppliers.tsx';
import { DiscountReviewPage } from './DiscountReviewPage.tsx';
import { discountReviewFilters } from './filters.ts';

/** 促销管理: the suppliers' promotion prices. */
export function PromotionReviewPage() {
  const list = useList(getPromotionPrice, discountReviewFilters, { labels: useSupplierLabels() });
  return <DiscountReviewPage name="促销价" list={list} columns={promotionColumns} />;
}
