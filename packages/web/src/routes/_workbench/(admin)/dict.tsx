import { createFileRoute } from '@tanstack/react-router';
import { SystemDictionaryPage } from '@/features/admin/system/dictionaries/DictionaryPage.tsx';
import type { dictionaryFilters } from '@/features/admin/system/dictionaries/filters.ts';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(admin)/dict')({
  validateSearch: listSearch<typeof dictionaryFilters>(),
  component: SystemDictionaryPage,
});
