import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '../../../app/search.ts';
import { AfterSaleListPage } from '../../../features/supplier/orders/AfterSaleListPage.tsx';
import { afterSaleFilterNames } from '../../../features/supplier/orders/order-search.ts';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-after-sale')({
  staticData: { title: '售后管理' },
  validateSearch: listSearch(afterSaleFilterNames),
  component: AfterSaleListPage,
});
