import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '@/app/search.ts';
import type { reconciliationSearch } from '@/features/supplier/reconciliation/filters.ts';
import { LocalmallReconciliationPage } from '@/features/supplier/reconciliation/LocalmallReconciliationPage.tsx';

export const Route = createFileRoute('/_workbench/(supplier)/reconciliation-localmall')({
  validateSearch: listSearch<typeof reconciliationSearch>(),
  component: LocalmallReconciliationPage,
});
