import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '@/app/search.ts';
import { FavoritesPage } from '@/features/purchase/account/FavoritesPage.tsx';
import type { favoriteFilters } from '@/features/purchase/account/filters.ts';

export const Route = createFileRoute('/_workbench/purchase/favorites')({
  validateSearch: listSearch<typeof favoriteFilters>(),
  component: FavoritesPage,
});
