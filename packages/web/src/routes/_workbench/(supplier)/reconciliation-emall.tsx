import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '../../../app/search.ts';
import { EmallReconciliationPage } from '../../../features/supplier/reconciliation/EmallReconciliationPage.tsx';
import { reconciliationFilterNames } from '../../../features/supplier/reconciliation/search.ts';

export const Route = createFileRoute('/_workbench/(supplier)/reconciliation-emall')({
  staticData: { title: '电商对账' },
  validateSearch: listSearch(reconciliationFilterNames),
  component: EmallReconciliationPage,
});
