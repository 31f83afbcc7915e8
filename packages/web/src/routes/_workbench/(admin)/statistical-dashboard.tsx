import { createFileRoute } from '@tanstack/react-router';
import { MaterialDealsPage } from '@/features/admin/statistics/materials/MaterialDealsPage.tsx';
import type { materialFilters } from '@/features/admin/statistics/shared/filters.ts';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(admin)/statistical-dashboard')({
  validateSearch: listSearch<typeof materialFilters>(),
  component: MaterialDealsPage,
});
