import { createFileRoute } from '@tanstack/react-router';
import type { materialFilters } from '@/features/admin/catalogue/materials/filters.ts';
import { MaterialListPage } from '@/features/admin/catalogue/materials/MaterialListPage.tsx';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(admin)/material-manager')({
  validateSearch: listSearch<typeof materialFilters>(),
  component: MaterialListPage,
});
