import { createFileRoute } from '@tanstack/react-router';
import type { materialFilters } from '@/features/supplier/materials/filters.ts';
import { MaterialListPage } from '@/features/supplier/materials/MaterialListPage.tsx';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-material-manager')({
  validateSearch: listSearch<typeof materialFilters>(),
  component: MaterialListPage,
});
