import { createFileRoute } from '@tanstack/react-router';
import type { priceSettingFilters } from '@/features/admin/pricing/filters.ts';
import { PriceSettingListPage } from '@/features/admin/pricing/PriceSettingListPage.tsx';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(admin)/priceDiscount')({
  validateSearch: listSearch<typeof priceSettingFilters>(),
  component: PriceSettingListPage,
});
