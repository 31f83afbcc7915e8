import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '../../../app/search.ts';
import { AgreementAfterSalePage } from '../../../features/supplier/agreement/AgreementAfterSalePage.tsx';
import { afterSaleFilterNames } from '../../../features/supplier/orders/order-search.ts';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-agreement-after-sale')({
  staticData: { title: '协议售后' },
  validateSearch: listSearch(afterSaleFilterNames),
  component: AgreementAfterSalePage,
});
