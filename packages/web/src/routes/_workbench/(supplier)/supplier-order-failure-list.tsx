import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '../../../app/search.ts';
import { FailedOrderListPage } from '../../../features/supplier/orders/FailedOrderListPage.tsx';
import { orderFilterNames } from '../../../features/supplier/orders/order-search.ts';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-order-failure-list')({
  staticData: { title: '失败订单' },
  validateSearch: listSearch(orderFilterNames),
  component: FailedOrderListPage,
});
