import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '../../../app/search.ts';
import { PromotionPricePage } from '../../../features/supplier/prices/PromotionPricePage.tsx';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-discount-manager')({
  staticData: { title: '促销商品' },
  validateSearch: listSearch(['goodsName', 'sku', 'status']),
  component: PromotionPricePage,
});
