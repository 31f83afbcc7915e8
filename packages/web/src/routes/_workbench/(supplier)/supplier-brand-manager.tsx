import { createFileRoute } from '@tanstack/react-router';
import { BrandListPage } from '@/features/supplier/brands/BrandListPage.tsx';
import { brandFilters } from '@/features/supplier/brands/filters.ts';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-brand-manager')({
  validateSearch: brandFilters.search,
  component: BrandListPage,
});
