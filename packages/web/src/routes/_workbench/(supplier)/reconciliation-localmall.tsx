import { createFileRoute } from '@tanstack/react-router';
import { reconciliationSearch } from '@/features/supplier/reconciliation/filters.ts';
import { LocalmallReconciliationPage } from '@/features/supplier/reconciliation/LocalmallReconciliationPage.tsx';

export const Route = createFileRoute('/_workbench/(supplier)/reconciliation-localmall')({
  validateSearch: reconciliationSearch,
  component: LocalmallReconciliationPage,
});
