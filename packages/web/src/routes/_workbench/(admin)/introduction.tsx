import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '@/app/search.ts';
import type { introductionFilters } from '@/features/admin/system/introductions/filters.ts';
import { IntroductionListPage } from '@/features/admin/system/introductions/IntroductionListPage.tsx';

export const Route = createFileRoute('/_workbench/(admin)/introduction')({
  validateSearch: listSearch<typeof introductionFilters>(),
  component: IntroductionListPage,
});
