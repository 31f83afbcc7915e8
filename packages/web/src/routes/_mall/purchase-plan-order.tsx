import { createFileRoute } from '@tanstack/react-router';
import { PlanOrderPage } from '@/features/mall/order/PlanOrderPage.tsx';
import { recordSearch } from '@/shared/page/search.ts';

// The approved purchase plan whose goods are ordered (from the plan list's 下单).
export const Route = createFileRoute('/_mall/purchase-plan-order')({
  validateSearch: recordSearch,
  component: PlanOrderPage,
});
