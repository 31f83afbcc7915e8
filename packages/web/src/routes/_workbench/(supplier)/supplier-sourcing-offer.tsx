import { createFileRoute } from '@tanstack/react-router';
import { offerFilters } from '@/features/supplier/sourcing/filters.ts';
import { SourcingOfferListPage } from '@/features/supplier/sourcing/SourcingOfferListPage.tsx';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-sourcing-offer')({
  validateSearch: offerFilters.search,
  component: SourcingOfferListPage,
});
