import { createFileRoute } from '@tanstack/react-router';
import { DemandOrderConfirmPage } from '@/features/purchase/demand/DemandOrderConfirmPage.tsx';
import { optionalString, searchParams } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/purchase/demand-order-confirm')({
  // The demand-car rows being ordered, comma-separated, as /purchase/order-info takes the cart's.
  validateSearch: searchParams({ ids: optionalString }),
  component: DemandOrderConfirmPage,
});
