import { createFileRoute } from '@tanstack/react-router';
import { FloorListPage } from '@/features/admin/content/floors/FloorListPage.tsx';
import type { floorFilters } from '@/features/admin/content/floors/filters.ts';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(admin)/floor-manager')({
  validateSearch: listSearch<typeof floorFilters>(),
  component: FloorListPage,
});
