import { createFileRoute } from '@tanstack/react-router';
import { EmallReconciliationPage } from '@/features/supplier/reconciliation/EmallReconciliationPage.tsx';
import { reconciliationSearch } from '@/features/supplier/reconciliation/filters.ts';

export const Route = createFileRoute('/_workbench/(supplier)/reconciliation-emall')({
  validateSearch: reconciliationSearch,
  component: EmallReconciliationPage,
});
