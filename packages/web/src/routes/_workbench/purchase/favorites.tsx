import { createFileRoute } from '@tanstack/react-router';
import { FavoritesPage } from '@/features/purchase/account/FavoritesPage.tsx';
import { favoriteFilters } from '@/features/purchase/account/filters.ts';

export const Route = createFileRoute('/_workbench/purchase/favorites')({
  validateSearch: favoriteFilters.search,
  component: FavoritesPage,
});
