import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '@/app/search.ts';
import type { productAreaFilters } from '@/features/admin/content/product-areas/filters.ts';
import { ProductAreaListPage } from '@/features/admin/content/product-areas/ProductAreaListPage.tsx';

export const Route = createFileRoute('/_workbench/(admin)/productarea-manager')({
  validateSearch: listSearch<typeof productAreaFilters>(),
  component: ProductAreaListPage,
});
