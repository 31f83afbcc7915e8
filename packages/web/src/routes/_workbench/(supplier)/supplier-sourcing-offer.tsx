import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '@/app/search.ts';
import type { offerFilters } from '@/features/supplier/sourcing/filters.ts';
import { SourcingOfferListPage } from '@/features/supplier/sourcing/SourcingOfferListPage.tsx';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-sourcing-offer')({
  validateSearch: listSearch<typeof offerFilters>(),
  component: SourcingOfferListPage,
});
