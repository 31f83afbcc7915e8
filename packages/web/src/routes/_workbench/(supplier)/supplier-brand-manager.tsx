import { createFileRoute } from '@tanstack/react-router';
import { BrandListPage } from '@/features/supplier/brands/BrandListPage.tsx';
import type { brandFilters } from '@/features/supplier/brands/filters.ts';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-brand-manager')({
  validateSearch: listSearch<typeof brandFilters>(),
  component: BrandListPage,
});
