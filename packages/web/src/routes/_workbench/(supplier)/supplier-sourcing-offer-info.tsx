import { createFileRoute } from '@tanstack/react-router';
import { optionalString, searchParams } from '@/app/search.ts';
import { SourcingOfferInfoPage } from '@/features/supplier/sourcing/SourcingOfferInfoPage.tsx';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-sourcing-offer-info')({
  validateSearch: searchParams({ id: optionalString }),
  component: SourcingOfferInfoPage,
});
