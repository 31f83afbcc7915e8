import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '@/app/search.ts';
import type { listingRuleFilters } from '@/features/admin/catalogue/listing-rules/filters.ts';
import { ListingRuleListPage } from '@/features/admin/catalogue/listing-rules/ListingRuleListPage.tsx';

export const Route = createFileRoute('/_workbench/(admin)/product-listing-rules')({
  validateSearch: listSearch<typeof listingRuleFilters>(),
  component: ListingRuleListPage,
});
