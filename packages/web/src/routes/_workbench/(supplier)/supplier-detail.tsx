import { createFileRoute } from '@tanstack/react-router';
import { optionalString, searchParams } from '@/app/search.ts';
import { StatementDetailPage } from '@/features/supplier/reconciliation/StatementDetailPage.tsx';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-detail')({
  validateSearch: searchParams({ id: optionalString }),
  component: StatementDetailPage,
});
