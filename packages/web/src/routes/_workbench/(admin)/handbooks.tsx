import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '@/app/search.ts';
import type { handbookFilters } from '@/features/admin/system/handbooks/filters.ts';
import { HandbookListPage } from '@/features/admin/system/handbooks/HandbookListPage.tsx';

export const Route = createFileRoute('/_workbench/(admin)/handbooks')({
  validateSearch: listSearch<typeof handbookFilters>(),
  component: HandbookListPage,
});
