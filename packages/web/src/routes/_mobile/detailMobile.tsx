import { createFileRoute } from '@tanstack/react-router';
import { DetailMobilePage } from '@/features/mobile/detail/DetailMobilePage.tsx';
import { recordSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_mobile/detailMobile')({
  validateSearch: recordSearch,
  component: DetailMobilePage,
});
