import { createFileRoute } from '@tanstack/react-router';
import type { triggerFilters } from '@/features/admin/reconciliation/filters.ts';
import { TriggerListPage } from '@/features/admin/reconciliation/TriggerListPage.tsx';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(admin)/trigger-record')({
  validateSearch: listSearch<typeof triggerFilters>(),
  component: TriggerListPage,
});
