import { createFileRoute } from '@tanstack/react-router';
import type { violationFilters } from '@/features/admin/governance/violations/filters.ts';
import { ViolationListPage } from '@/features/admin/governance/violations/ViolationListPage.tsx';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(admin)/violation-record')({
  validateSearch: listSearch<typeof violationFilters>(),
  component: ViolationListPage,
});
