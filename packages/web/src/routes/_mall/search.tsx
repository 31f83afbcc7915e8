import { createFileRoute } from '@tanstack/react-router';
import type { goodsSearch } from '@/features/mall/search/filters.ts';
import { SearchPage } from '@/features/mall/search/SearchPage.tsx';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_mall/search')({
  validateSearch: listSearch<typeof goodsSearch>(),
  component: SearchPage,
});
