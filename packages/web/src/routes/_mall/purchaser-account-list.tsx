import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '@/app/search.ts';
import type { purchaserStatementFilters } from '@/features/mall/statements/filters.ts';
import { PurchaserStatementsPage } from '@/features/mall/statements/PurchaserStatementsPage.tsx';

export const Route = createFileRoute('/_mall/purchaser-account-list')({
  validateSearch: listSearch<typeof purchaserStatementFilters>(),
  component: PurchaserStatementsPage,
});
