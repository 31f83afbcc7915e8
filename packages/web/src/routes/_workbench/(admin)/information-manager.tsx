import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '@/app/search.ts';
import type { informationFilters } from '@/features/admin/content/information/filters.ts';
import { InformationListPage } from '@/features/admin/content/information/InformationListPage.tsx';

export const Route = createFileRoute('/_workbench/(admin)/information-manager')({
  validateSearch: listSearch<typeof informationFilters>(),
  component: InformationListPage,
});
