import { createFileRoute } from '@tanstack/react-router';
import { DetailPage } from '@/features/mall/detail/DetailPage.tsx';
import { optionalString, searchParams } from '@/shared/page/search.ts';

// A local supplier's goods item.
export const Route = createFileRoute('/_mall/supplier-product-details')({
  validateSearch: searchParams({ id: optionalString }),
  component: DetailPage,
});
