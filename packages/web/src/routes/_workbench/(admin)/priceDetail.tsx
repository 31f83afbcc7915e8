import { createFileRoute } from '@tanstack/react-router';
import type { selfPriceFilters } from '@/features/admin/pricing/filters.ts';
import { SelfPriceListPage } from '@/features/admin/pricing/SelfPriceListPage.tsx';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(admin)/priceDetail')({
  validateSearch: listSearch<typeof selfPriceFilters>(),
  component: SelfPriceListPage,
});
