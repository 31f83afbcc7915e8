import { createFileRoute } from '@tanstack/react-router';
import type { purchaserStatementFilters } from '@/features/mall/statements/filters.ts';
import { PurchaserStatementsPage } from '@/features/mall/statements/PurchaserStatementsPage.tsx';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_mall/purchaser-account-list')({
  validateSearch: listSearch<typeof purchaserStatementFilters>(),
  component: PurchaserStatementsPage,
});
