import { createFileRoute } from '@tanstack/react-router';
import { CategorySquarePage } from '@/features/admin/content/category-square/CategorySquarePage.tsx';
import type { categorySquareFilters } from '@/features/admin/content/category-square/filters.ts';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(admin)/category-square')({
  validateSearch: listSearch<typeof categorySquareFilters>(),
  component: CategorySquarePage,
});
