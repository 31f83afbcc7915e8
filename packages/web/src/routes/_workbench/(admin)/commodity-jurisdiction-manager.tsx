import { createFileRoute } from '@tanstack/react-router';
import type { jurisdictionFilters } from '@/features/admin/roles/jurisdiction/filters.ts';
import { JurisdictionListPage } from '@/features/admin/roles/jurisdiction/JurisdictionListPage.tsx';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(admin)/commodity-jurisdiction-manager')({
  validateSearch: listSearch<typeof jurisdictionFilters>(),
  component: JurisdictionListPage,
});
