import { createFileRoute } from '@tanstack/react-router';
import { AfterSaleApplyPage } from '@/features/purchase/after-sale/AfterSaleApplyPage.tsx';
import { optionalString, searchParams } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/purchase/after-sales-apply')({
  validateSearch: searchParams({ orderId: optionalString, orderDetailId: optionalString }),
  component: AfterSaleApplyPage,
});
