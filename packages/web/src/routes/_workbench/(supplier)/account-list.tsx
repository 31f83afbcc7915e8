import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '../../../app/search.ts';
import { AccountListPage } from '../../../features/supplier/reconciliation/AccountListPage.tsx';
import { accountFilterNames } from '../../../features/supplier/reconciliation/search.ts';

export const Route = createFileRoute('/_workbench/(supplier)/account-list')({
  staticData: { title: '对账单列表' },
  validateSearch: listSearch(accountFilterNames),
  component: AccountListPage,
});
