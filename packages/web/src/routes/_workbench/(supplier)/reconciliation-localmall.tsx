import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '../../../app/search.ts';
import { LocalmallReconciliationPage } from '../../../features/supplier/reconciliation/LocalmallReconciliationPage.tsx';
import { reconciliationFilterNames } from '../../../features/supplier/reconciliation/search.ts';

export const Route = createFileRoute('/_workbench/(supplier)/reconciliation-localmall')({
  staticData: { title: '本地商城对账' },
  validateSearch: listSearch(reconciliationFilterNames),
  component: LocalmallReconciliationPage,
});
