import { createFileRoute } from '@tanstack/react-router';
import { FreightListPage } from '@/features/admin/system/freights/FreightListPage.tsx';
import type { freightFilters } from '@/features/admin/system/freights/filters.ts';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(admin)/freight-manager')({
  validateSearch: listSearch<typeof freightFilters>(),
  component: FreightListPage,
});
