import { createFileRoute } from '@tanstack/react-router';
import { DetailPage } from '@/features/mall/detail/DetailPage.tsx';
import { recordSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_mall/detail')({
  validateSearch: recordSearch,
  component: DetailPage,
});
