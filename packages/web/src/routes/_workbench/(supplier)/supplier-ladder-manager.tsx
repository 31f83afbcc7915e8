import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '../../../app/search.ts';
import { LadderPricePage } from '../../../features/supplier/prices/LadderPricePage.tsx';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-ladder-manager')({
  staticData: { title: '阶梯价商品' },
  validateSearch: listSearch(['goodsName', 'sku', 'status']),
  component: LadderPricePage,
});
