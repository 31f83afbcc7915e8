import { createFileRoute } from '@tanstack/react-router';
import { BrandReviewPage } from '@/features/admin/catalogue/brands/BrandReviewPage.tsx';
import type { brandFilters } from '@/features/admin/catalogue/brands/filters.ts';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(admin)/brand-manager')({
  validateSearch: listSearch<typeof brandFilters>(),
  component: BrandReviewPage,
});
