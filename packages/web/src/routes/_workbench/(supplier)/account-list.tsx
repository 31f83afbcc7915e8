import { createFileRoute } from '@tanstack/react-router';
import { AccountListPage } from '@/features/supplier/reconciliation/AccountListPage.tsx';
import { accountFilters } from '@/features/supplier/reconciliation/filters.ts';

export const Route = createFileRoute('/_workbench/(supplier)/account-list')({
  validateSearch: accountFilters.search,
  component: AccountListPage,
});
