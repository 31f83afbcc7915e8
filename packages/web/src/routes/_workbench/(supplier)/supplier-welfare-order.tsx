import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '../../../app/search.ts';
import { welfareOrderFilterNames } from '../../../features/supplier/welfare/search.ts';
import { WelfareOrderListPage } from '../../../features/supplier/welfare/WelfareOrderListPage.tsx';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-welfare-order')({
  staticData: { title: '福利订单' },
  validateSearch: listSearch(welfareOrderFilterNames),
  component: WelfareOrderListPage,
});
