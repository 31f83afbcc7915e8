import { createFileRoute } from '@tanstack/react-router';
import { reconciliationSearch } from '@/features/supplier/reconciliation/filters.ts';
import { LocalmallReconciliationPage } from '@/features/supplier/reconciliation/LocalmallReconciliationPage.tsx';

export const Route = createFileRoute('/_workbench/(supplier)/reconciliation-localmall')({
  staticData: { title: '本地商城对账' },
  validateSearch: reconciliationSearch,
  component: LocalmallReconciliationPage,
});
