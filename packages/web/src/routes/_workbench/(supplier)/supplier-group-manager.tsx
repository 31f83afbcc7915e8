import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '../../../app/search.ts';
import { WholesalePricePage } from '../../../features/supplier/prices/WholesalePricePage.tsx';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-group-manager')({
  staticData: { title: '团购商品' },
  validateSearch: listSearch(['goodsName', 'sku', 'status']),
  component: WholesalePricePage,
});
