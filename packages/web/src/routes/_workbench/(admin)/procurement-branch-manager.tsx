import { createFileRoute } from '@tanstack/react-router';
import { ProcurementBranchPage } from '@/features/admin/system/branches/BranchListPage.tsx';
import type { branchFilters } from '@/features/admin/system/branches/filters.ts';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(admin)/procurement-branch-manager')({
  validateSearch: listSearch<typeof branchFilters>(),
  component: ProcurementBranchPage,
});
