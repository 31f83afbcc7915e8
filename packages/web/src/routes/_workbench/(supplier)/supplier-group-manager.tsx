import { createFileRoute } from '@tanstack/react-router';
import { discountFilters } from '@/features/supplier/prices/filters.ts';
import { WholesalePricePage } from '@/features/supplier/prices/WholesalePricePage.tsx';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-group-manager')({
  staticData: { title: '团购商品' },
  validateSearch: discountFilters.search,
  component: WholesalePricePage,
});
