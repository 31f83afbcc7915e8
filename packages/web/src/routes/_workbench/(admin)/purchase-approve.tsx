import { createFileRoute } from '@tanstack/react-router';
import type { purchaserReviewFilters } from '@/features/admin/reviews/filters.ts';
import { PurchaserReviewPage } from '@/features/admin/reviews/PurchaserReviewPage.tsx';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(admin)/purchase-approve')({
  validateSearch: listSearch<typeof purchaserReviewFilters>(),
  component: PurchaserReviewPage,
});
