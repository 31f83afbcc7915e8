import { createFileRoute } from '@tanstack/react-router';
import type { keywordFilters } from '@/features/admin/catalogue/library/filters.ts';
import { KeywordListPage } from '@/features/admin/catalogue/library/KeywordListPage.tsx';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(admin)/standardized-commodity-library')({
  validateSearch: listSearch<typeof keywordFilters>(),
  component: KeywordListPage,
});
