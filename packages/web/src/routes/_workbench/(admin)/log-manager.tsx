import { createFileRoute } from '@tanstack/react-router';
import type { logFilters } from '@/features/admin/system/logs/filters.ts';
import { LogListPage } from '@/features/admin/system/logs/LogListPage.tsx';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(admin)/log-manager')({
  validateSearch: listSearch<typeof logFilters>(),
  component: LogListPage,
});
