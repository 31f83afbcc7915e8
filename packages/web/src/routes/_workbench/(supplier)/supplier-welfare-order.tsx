import { createFileRoute } from '@tanstack/react-router';
import type { welfareOrderFilters } from '@/features/supplier/welfare/filters.ts';
import { WelfareOrderListPage } from '@/features/supplier/welfare/WelfareOrderListPage.tsx';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-welfare-order')({
  validateSearch: listSearch<typeof welfareOrderFilters>(),
  component: WelfareOrderListPage,
});
