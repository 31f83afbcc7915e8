import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '@/app/search.ts';
import type { keywordFilters } from '@/features/admin/catalogue/library/filters.ts';
import { KeywordListPage } from '@/features/admin/catalogue/library/KeywordListPage.tsx';

export const Route = createFileRoute('/_workbench/(admin)/standardized-commodity-library')({
  validateSearch: listSearch<typeof keywordFilters>(),
  component: KeywordListPage,
});
