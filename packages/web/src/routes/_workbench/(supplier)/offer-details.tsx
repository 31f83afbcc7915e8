import { createFileRoute } from '@tanstack/react-router';
import { optionalString, searchParams } from '@/app/search.ts';
import { OfferDetailsPage } from '@/features/supplier/projects/OfferDetailsPage.tsx';

export const Route = createFileRoute('/_workbench/(supplier)/offer-details')({
  validateSearch: searchParams({ id: optionalString }),
  component: OfferDetailsPage,
});
