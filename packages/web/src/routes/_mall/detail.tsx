import { createFileRoute } from '@tanstack/react-router';
import { DetailPage } from '@/features/mall/detail/DetailPage.tsx';
import { optionalString, searchParams } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_mall/detail')({
  validateSearch: searchParams({ id: optionalString }),
  component: DetailPage,
});
