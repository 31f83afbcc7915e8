import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '@/app/search.ts';
import { FloorListPage } from '@/features/admin/content/floors/FloorListPage.tsx';
import type { floorFilters } from '@/features/admin/content/floors/filters.ts';

export const Route = createFileRoute('/_workbench/(admin)/floor-manager')({
  validateSearch: listSearch<typeof floorFilters>(),
  component: FloorListPage,
});
