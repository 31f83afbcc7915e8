import { createFileRoute } from '@tanstack/react-router';
import type { offerFilters } from '@/features/supplier/sourcing/filters.ts';
import { SourcingOfferListPage } from '@/features/supplier/sourcing/SourcingOfferListPage.tsx';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-sourcing-offer')({
  validateSearch: listSearch<typeof offerFilters>(),
  component: SourcingOfferListPage,
});
