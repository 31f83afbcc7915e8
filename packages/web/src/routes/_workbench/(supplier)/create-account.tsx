import { createFileRoute } from '@tanstack/react-router';
import { CreateAccountPage } from '@/features/supplier/reconciliation/CreateAccountPage.tsx';
import type { accountOrderSearch } from '@/features/supplier/reconciliation/filters.ts';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(supplier)/create-account')({
  validateSearch: listSearch<typeof accountOrderSearch>(),
  component: CreateAccountPage,
});
