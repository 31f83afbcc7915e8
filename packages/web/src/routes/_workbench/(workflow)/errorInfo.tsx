import { createFileRoute } from '@tanstack/react-router';
import { ErrorInfoListPage } from '@/features/workflow/errors/ErrorInfoListPage.tsx';
import type { errorInfoFilters } from '@/features/workflow/errors/filters.ts';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(workflow)/errorInfo')({
  validateSearch: listSearch<typeof errorInfoFilters>(),
  component: ErrorInfoListPage,
});
