import { createFileRoute } from '@tanstack/react-router';
import { optionalString, searchParams } from '@/app/search.ts';
import { DetailPage } from '@/features/mall/detail/DetailPage.tsx';

// A local supplier's goods item.
export const Route = createFileRoute('/_mall/supplier-product-details')({
  validateSearch: searchParams({ id: optionalString }),
  component: DetailPage,
});
