import { createFileRoute } from '@tanstack/react-router';
import type { goodsChangeFilters } from '@/features/admin/goods/filters.ts';
import { ShelfChangesPage } from '@/features/admin/goods/ShelfChangesPage.tsx';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(admin)/upDown')({
  validateSearch: listSearch<typeof goodsChangeFilters>(),
  component: ShelfChangesPage,
});
