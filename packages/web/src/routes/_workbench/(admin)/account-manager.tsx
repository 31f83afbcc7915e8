import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '@/app/search.ts';
import { AccountListPage } from '@/features/admin/system/accounts/AccountListPage.tsx';
import type { accountFilters } from '@/features/admin/system/accounts/filters.ts';

export const Route = createFileRoute('/_workbench/(admin)/account-manager')({
  validateSearch: listSearch<typeof accountFilters>(),
  component: AccountListPage,
});
