import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '@/app/search.ts';
import type { materialFilters } from '@/features/admin/catalogue/materials/filters.ts';
import { MaterialListPage } from '@/features/admin/catalogue/materials/MaterialListPage.tsx';

export const Route = createFileRoute('/_workbench/(admin)/material-manager')({
  validateSearch: listSearch<typeof materialFilters>(),
  component: MaterialListPage,
});
