import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '@/app/search.ts';
import type { logFilters } from '@/features/admin/system/logs/filters.ts';
import { LogListPage } from '@/features/admin/system/logs/LogListPage.tsx';

export const Route = createFileRoute('/_workbench/(admin)/log-manager')({
  validateSearch: listSearch<typeof logFilters>(),
  component: LogListPage,
});
