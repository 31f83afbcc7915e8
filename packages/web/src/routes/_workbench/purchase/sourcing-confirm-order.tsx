import { createFileRoute } from '@tanstack/react-router';
import { ConfirmOrderPage } from '@/features/purchase/sourcing/ConfirmOrderPage.tsx';
import { orderSearch } from '@/features/purchase/sourcing/order-search.ts';

export const Route = createFileRoute('/_workbench/purchase/sourcing-confirm-order')({
  validateSearch: orderSearch,
  component: ConfirmOrderPage,
});
