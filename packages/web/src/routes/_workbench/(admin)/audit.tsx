import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '@/app/search.ts';
import type { supplierReviewFilters } from '@/features/admin/reviews/filters.ts';
import { SupplierReviewPage } from '@/features/admin/reviews/SupplierReviewPage.tsx';

export const Route = createFileRoute('/_workbench/(admin)/audit')({
  validateSearch: listSearch<typeof supplierReviewFilters>(),
  component: SupplierReviewPage,
});
