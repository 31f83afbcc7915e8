import { createFileRoute } from '@tanstack/react-router';
import { goodsSearch } from '@/features/mall/search/filters.ts';
import { SearchPage } from '@/features/mall/search/SearchPage.tsx';

export const Route = createFileRoute('/_mall/search')({
  validateSearch: goodsSearch.search,
  component: SearchPage,
});
