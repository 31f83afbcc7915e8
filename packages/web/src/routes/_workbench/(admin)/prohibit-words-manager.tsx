import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '@/app/search.ts';
import type { prohibitWordFilters } from '@/features/admin/content/prohibit-words/filters.ts';
import { ProhibitWordListPage } from '@/features/admin/content/prohibit-words/ProhibitWordListPage.tsx';

export const Route = createFileRoute('/_workbench/(admin)/prohibit-words-manager')({
  validateSearch: listSearch<typeof prohibitWordFilters>(),
  component: ProhibitWordListPage,
});
