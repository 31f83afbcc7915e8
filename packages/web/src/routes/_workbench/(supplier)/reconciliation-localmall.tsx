import { createFileRoute } from '@tanstack/react-router';
import type { reconciliationSearch } from '@/features/supplier/reconciliation/filters.ts';
import { LocalmallReconciliationPage } from '@/features/supplier/reconciliation/LocalmallReconciliationPage.tsx';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(supplier)/reconciliation-localmall')({
  validateSearch: listSearch<typeof reconciliationSearch>(),
  component: LocalmallReconciliationPage,
});
