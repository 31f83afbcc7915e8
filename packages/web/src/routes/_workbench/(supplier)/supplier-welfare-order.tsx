import { createFileRoute } from '@tanstack/react-router';
import { welfareOrderFilters } from '@/features/supplier/welfare/filters.ts';
import { WelfareOrderListPage } from '@/features/supplier/welfare/WelfareOrderListPage.tsx';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-welfare-order')({
  validateSearch: welfareOrderFilters.search,
  component: WelfareOrderListPage,
});
