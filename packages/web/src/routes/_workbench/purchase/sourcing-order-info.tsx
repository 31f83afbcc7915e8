import { createFileRoute } from '@tanstack/react-router';
import { orderSearch } from '@/features/purchase/sourcing/order-search.ts';
import { SourcingOrderInfoPage } from '@/features/purchase/sourcing/SourcingOrderInfoPage.tsx';

export const Route = createFileRoute('/_workbench/purchase/sourcing-order-info')({
  validateSearch: orderSearch,
  component: SourcingOrderInfoPage,
});
