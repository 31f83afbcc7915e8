import { createFileRoute } from '@tanstack/react-router';
import type { supplierReviewFilters } from '@/features/admin/reviews/filters.ts';
import { SupplierReviewPage } from '@/features/admin/reviews/SupplierReviewPage.tsx';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(admin)/audit')({
  validateSearch: listSearch<typeof supplierReviewFilters>(),
  component: SupplierReviewPage,
});
