import { createFileRoute } from '@tanstack/react-router';
import { offerFilters } from '@/features/supplier/sourcing/filters.ts';
import { SourcingOfferListPage } from '@/features/supplier/sourcing/SourcingOfferListPage.tsx';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-sourcing-offer')({
  staticData: { title: '询价报价' },
  validateSearch: offerFilters.search,
  component: SourcingOfferListPage,
});
