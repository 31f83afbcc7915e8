import { createFileRoute } from '@tanstack/react-router';
import type { productAreaFilters } from '@/features/admin/content/product-areas/filters.ts';
import { ProductAreaListPage } from '@/features/admin/content/product-areas/ProductAreaListPage.tsx';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(admin)/productarea-manager')({
  validateSearch: listSearch<typeof productAreaFilters>(),
  component: ProductAreaListPage,
});
