import { createFileRoute } from '@tanstack/react-router';
import { AccountListPage } from '@/features/admin/system/accounts/AccountListPage.tsx';
import type { accountFilters } from '@/features/admin/system/accounts/filters.ts';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(admin)/account-manager')({
  validateSearch: listSearch<typeof accountFilters>(),
  component: AccountListPage,
});
