import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '@/app/search.ts';
import type { violationFilters } from '@/features/admin/governance/violations/filters.ts';
import { ViolationListPage } from '@/features/admin/governance/violations/ViolationListPage.tsx';

export const Route = createFileRoute('/_workbench/(admin)/violation-record')({
  validateSearch: listSearch<typeof violationFilters>(),
  component: ViolationListPage,
});
