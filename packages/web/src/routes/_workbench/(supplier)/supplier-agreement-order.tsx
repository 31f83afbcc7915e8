import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '../../../app/search.ts';
import { AgreementOrderListPage } from '../../../features/supplier/agreement/AgreementOrderListPage.tsx';
import { orderFilterNames } from '../../../features/supplier/orders/order-search.ts';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-agreement-order')({
  staticData: { title: '协议订单' },
  validateSearch: listSearch(orderFilterNames),
  component: AgreementOrderListPage,
});
