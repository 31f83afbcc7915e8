import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '@/app/search.ts';
import { AccountListPage } from '@/features/supplier/reconciliation/AccountListPage.tsx';
import type { accountFilters } from '@/features/supplier/reconciliation/filters.ts';

export const Route = createFileRoute('/_workbench/(supplier)/account-list')({
  validateSearch: listSearch<typeof accountFilters>(),
  component: AccountListPage,
});
