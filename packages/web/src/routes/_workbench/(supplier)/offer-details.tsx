import { createFileRoute } from '@tanstack/react-router';
import { OfferDetailsPage } from '@/features/supplier/projects/OfferDetailsPage.tsx';
import { recordSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(supplier)/offer-details')({
  validateSearch: recordSearch,
  component: OfferDetailsPage,
});
