import { createFileRoute } from '@tanstack/react-router';
import { optionalString, searchParams } from '@/app/search.ts';
import { DetailPage } from '@/features/mall/detail/DetailPage.tsx';

export const Route = createFileRoute('/_mall/detail')({
  validateSearch: searchParams({ id: optionalString }),
  component: DetailPage,
});
