import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '@/app/search.ts';
import type { jdOrderFilters } from '@/features/mall/jd-orders/filters.ts';
import { JdOrdersPage } from '@/features/mall/jd-orders/JdOrdersPage.tsx';

export const Route = createFileRoute('/_mall/jd-order-manager')({
  validateSearch: listSearch<typeof jdOrderFilters>(),
  component: JdOrdersPage,
});
