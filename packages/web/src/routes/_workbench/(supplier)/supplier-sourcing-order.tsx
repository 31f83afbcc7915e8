import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '../../../app/search.ts';
import { SourcingOrderListPage } from '../../../features/supplier/sourcing/SourcingOrderListPage.tsx';
import { sourcingOrderFilterNames } from '../../../features/supplier/sourcing/search.ts';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-sourcing-order')({
  staticData: { title: '寻源订单' },
  validateSearch: listSearch(sourcingOrderFilterNames),
  component: SourcingOrderListPage,
});
