import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '@/app/search.ts';
import { FreightListPage } from '@/features/admin/system/freights/FreightListPage.tsx';
import type { freightFilters } from '@/features/admin/system/freights/filters.ts';

export const Route = createFileRoute('/_workbench/(admin)/freight-manager')({
  validateSearch: listSearch<typeof freightFilters>(),
  component: FreightListPage,
});
