import { createFileRoute } from '@tanstack/react-router';
import { CreateAccountPage } from '@/features/supplier/reconciliation/CreateAccountPage.tsx';
import { accountOrderSearch } from '@/features/supplier/reconciliation/filters.ts';

export const Route = createFileRoute('/_workbench/(supplier)/create-account')({
  validateSearch: accountOrderSearch,
  component: CreateAccountPage,
});
