import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '../../../app/search.ts';
import { BuyNumListPage } from '../../../features/supplier/orders/BuyNumListPage.tsx';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-order-buy-num')({
  staticData: { title: '订单变更管理' },
  validateSearch: listSearch(['orderNo', 'handleStatus', 'startTime', 'endTime']),
  component: BuyNumListPage,
});
