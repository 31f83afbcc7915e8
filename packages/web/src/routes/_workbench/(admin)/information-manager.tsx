import { createFileRoute } from '@tanstack/react-router';
import type { informationFilters } from '@/features/admin/content/information/filters.ts';
import { InformationListPage } from '@/features/admin/content/information/InformationListPage.tsx';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(admin)/information-manager')({
  validateSearch: listSearch<typeof informationFilters>(),
  component: InformationListPage,
});
