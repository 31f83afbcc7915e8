import { createFileRoute } from '@tanstack/react-router';
import type { handbookFilters } from '@/features/admin/system/handbooks/filters.ts';
import { HandbookListPage } from '@/features/admin/system/handbooks/HandbookListPage.tsx';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(admin)/handbooks')({
  validateSearch: listSearch<typeof handbookFilters>(),
  component: HandbookListPage,
});
