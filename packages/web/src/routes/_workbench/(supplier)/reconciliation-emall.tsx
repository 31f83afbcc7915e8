import { createFileRoute } from '@tanstack/react-router';
import { EmallReconciliationPage } from '@/features/supplier/reconciliation/EmallReconciliationPage.tsx';
import type { reconciliationSearch } from '@/features/supplier/reconciliation/filters.ts';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(supplier)/reconciliation-emall')({
  validateSearch: listSearch<typeof reconciliationSearch>(),
  component: EmallReconciliationPage,
});
