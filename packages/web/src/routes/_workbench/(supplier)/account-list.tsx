import { createFileRoute } from '@tanstack/react-router';
import { AccountListPage } from '@/features/supplier/reconciliation/AccountListPage.tsx';
import type { accountFilters } from '@/features/supplier/reconciliation/filters.ts';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(supplier)/account-list')({
  validateSearch: listSearch<typeof accountFilters>(),
  component: AccountListPage,
});
