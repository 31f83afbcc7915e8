import { createFileRoute } from '@tanstack/react-router';
import type { jdOrderFilters } from '@/features/mall/jd-orders/filters.ts';
import { JdOrdersPage } from '@/features/mall/jd-orders/JdOrdersPage.tsx';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_mall/jd-order-manager')({
  validateSearch: listSearch<typeof jdOrderFilters>(),
  component: JdOrdersPage,
});
