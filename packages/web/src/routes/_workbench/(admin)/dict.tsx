import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '@/app/search.ts';
import { SystemDictionaryPage } from '@/features/admin/system/dictionaries/DictionaryPage.tsx';
import type { dictionaryFilters } from '@/features/admin/system/dictionaries/filters.ts';

export const Route = createFileRoute('/_workbench/(admin)/dict')({
  validateSearch: listSearch<typeof dictionaryFilters>(),
  component: SystemDictionaryPage,
});
