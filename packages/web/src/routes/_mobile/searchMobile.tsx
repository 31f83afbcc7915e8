import { createFileRoute } from '@tanstack/react-router';
import type { mobileGoodsSearch } from '@/features/mobile/search/filters.ts';
import { SearchMobilePage } from '@/features/mobile/search/SearchMobilePage.tsx';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_mobile/searchMobile')({
  validateSearch: listSearch<typeof mobileGoodsSearch>(),
  component: SearchMobilePage,
});
