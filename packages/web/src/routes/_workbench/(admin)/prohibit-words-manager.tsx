import { createFileRoute } from '@tanstack/react-router';
import type { prohibitWordFilters } from '@/features/admin/content/prohibit-words/filters.ts';
import { ProhibitWordListPage } from '@/features/admin/content/prohibit-words/ProhibitWordListPage.tsx';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(admin)/prohibit-words-manager')({
  validateSearch: listSearch<typeof prohibitWordFilters>(),
  component: ProhibitWordListPage,
});
