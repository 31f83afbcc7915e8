import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '@/app/search.ts';
import { BrandListPage } from '@/features/supplier/brands/BrandListPage.tsx';
import type { brandFilters } from '@/features/supplier/brands/filters.ts';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-brand-manager')({
  validateSearch: listSearch<typeof brandFilters>(),
  component: BrandListPage,
});
