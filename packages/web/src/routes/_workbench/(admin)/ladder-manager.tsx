import { createFileRoute } from '@tanstack/react-router';
import type { discountReviewFilters } from '@/features/admin/pricing/filters.ts';
import { LadderReviewPage } from '@/features/admin/pricing/LadderReviewPage.tsx';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(admin)/ladder-manager')({
  validateSearch: listSearch<typeof discountReviewFilters>(),
  component: LadderReviewPage,
});
