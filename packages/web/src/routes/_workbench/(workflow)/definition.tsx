import { createFileRoute } from '@tanstack/react-router';
import { DefinitionListPage } from '@/features/workflow/definitions/DefinitionListPage.tsx';
import type { definitionFilters } from '@/features/workflow/definitions/filters.ts';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(workflow)/definition')({
  validateSearch: listSearch<typeof definitionFilters>(),
  component: DefinitionListPage,
});
