import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '../../../app/search.ts';
import { SettlementOrderPage } from '../../../features/supplier/reconciliation/SettlementOrderPage.tsx';
import { settlementFilterNames } from '../../../features/supplier/reconciliation/search.ts';

export const Route = createFileRoute('/_workbench/(supplier)/local-supplier')({
  staticData: { title: '本地供应商结算' },
  validateSearch: listSearch(settlementFilterNames),
  component: SettlementOrderPage,
});
