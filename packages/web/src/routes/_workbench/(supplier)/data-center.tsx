import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '../../../app/search.ts';
import { DirectOrderListPage } from '../../../features/supplier/orders/DirectOrderListPage.tsx';
import { orderFilterNames } from '../../../features/supplier/orders/order-search.ts';

export const Route = createFileRoute('/_workbench/(supplier)/data-center')({
  staticData: { title: '直购订单' },
  validateSearch: listSearch(orderFilterNames),
  component: DirectOrderListPage,
});
