import { createFileRoute } from '@tanstack/react-router';
import type { introductionFilters } from '@/features/admin/system/introductions/filters.ts';
import { IntroductionListPage } from '@/features/admin/system/introductions/IntroductionListPage.tsx';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(admin)/introduction')({
  validateSearch: listSearch<typeof introductionFilters>(),
  component: IntroductionListPage,
});
