import { createFileRoute } from '@tanstack/react-router';
import { optionalString, searchParams } from '@/app/search.ts';
import { PlanOrderPage } from '@/features/mall/order/PlanOrderPage.tsx';

// The approved purchase plan whose goods are ordered (from the plan list's 下单).
export const Route = createFileRoute('/_mall/purchase-plan-order')({
  validateSearch: searchParams({ id: optionalString }),
  component: PlanOrderPage,
});
