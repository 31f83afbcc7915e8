import { createFileRoute } from '@tanstack/react-router';
import type { listingRuleFilters } from '@/features/admin/catalogue/listing-rules/filters.ts';
import { ListingRuleListPage } from '@/features/admin/catalogue/listing-rules/ListingRuleListPage.tsx';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(admin)/product-listing-rules')({
  validateSearch: listSearch<typeof listingRuleFilters>(),
  component: ListingRuleListPage,
});
