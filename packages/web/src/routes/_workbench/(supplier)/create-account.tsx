import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '../../../app/search.ts';
import { CreateAccountPage } from '../../../features/supplier/reconciliation/CreateAccountPage.tsx';
import { accountOrderFilterNames } from '../../../features/supplier/reconciliation/search.ts';

export const Route = createFileRoute('/_workbench/(supplier)/create-account')({
  staticData: { title: '生成对账单' },
  validateSearch: listSearch(accountOrderFilterNames),
  component: CreateAccountPage,
});
