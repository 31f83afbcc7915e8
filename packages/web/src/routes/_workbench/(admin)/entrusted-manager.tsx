import { createFileRoute } from '@tanstack/react-router';
import { EntrustListPage } from '@/features/admin/projects/EntrustListPage.tsx';
import type { entrustFilters } from '@/features/admin/projects/filters.ts';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(admin)/entrusted-manager')({
  validateSearch: listSearch<typeof entrustFilters>(),
  component: EntrustListPage,
});
