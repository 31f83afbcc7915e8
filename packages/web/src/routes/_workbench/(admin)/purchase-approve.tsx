import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '@/app/search.ts';
import type { purchaserReviewFilters } from '@/features/admin/reviews/filters.ts';
import { PurchaserReviewPage } from '@/features/admin/reviews/PurchaserReviewPage.tsx';

export const Route = createFileRoute('/_workbench/(admin)/purchase-approve')({
  validateSearch: listSearch<typeof purchaserReviewFilters>(),
  component: PurchaserReviewPage,
});
