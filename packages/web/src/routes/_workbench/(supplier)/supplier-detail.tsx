import { createFileRoute } from '@tanstack/react-router';
import { StatementDetailPage } from '@/features/supplier/reconciliation/StatementDetailPage.tsx';
import { optionalString, searchParams } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-detail')({
  validateSearch: searchParams({ id: optionalString }),
  component: StatementDetailPage,
});
