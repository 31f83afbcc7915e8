import { createFileRoute } from '@tanstack/react-router';
import type { discountReviewFilters } from '@/features/admin/pricing/filters.ts';
import { GroupReviewPage } from '@/features/admin/pricing/GroupReviewPage.tsx';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(admin)/group-manager')({
  validateSearch: listSearch<typeof discountReviewFilters>(),
  component: GroupReviewPage,
});
