import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '@/app/search.ts';
import type { goodsSearch } from '@/features/mall/search/filters.ts';
import { SearchPage } from '@/features/mall/search/SearchPage.tsx';

export const Route = createFileRoute('/_mall/search')({
  validateSearch: listSearch<typeof goodsSearch>(),
  component: SearchPage,
});
