import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '@/app/search.ts';
import { DefinitionListPage } from '@/features/workflow/definitions/DefinitionListPage.tsx';
import type { definitionFilters } from '@/features/workflow/definitions/filters.ts';

export const Route = createFileRoute('/_workbench/(workflow)/definition')({
  validateSearch: listSearch<typeof definitionFilters>(),
  component: DefinitionListPage,
});
