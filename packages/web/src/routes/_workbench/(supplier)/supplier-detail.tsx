import { createFileRoute } from '@tanstack/react-router';
import { StatementDetailPage } from '@/features/supplier/reconciliation/StatementDetailPage.tsx';
import { recordSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-detail')({
  validateSearch: recordSearch,
  component: StatementDetailPage,
});
