import { createFileRoute } from '@tanstack/react-router';
import { FavoritesPage } from '@/features/purchase/account/FavoritesPage.tsx';
import type { favoriteFilters } from '@/features/purchase/account/filters.ts';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/purchase/favorites')({
  validateSearch: listSearch<typeof favoriteFilters>(),
  component: FavoritesPage,
});
