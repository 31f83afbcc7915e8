import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '@/app/search.ts';
import { CreateAccountPage } from '@/features/supplier/reconciliation/CreateAccountPage.tsx';
import type { accountOrderSearch } from '@/features/supplier/reconciliation/filters.ts';

export const Route = createFileRoute('/_workbench/(supplier)/create-account')({
  validateSearch: listSearch<typeof accountOrderSearch>(),
  component: CreateAccountPage,
});
