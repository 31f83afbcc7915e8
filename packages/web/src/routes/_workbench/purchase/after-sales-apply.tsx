import { createFileRoute } from '@tanstack/react-router';
import { optionalString, searchParams } from '@/app/search.ts';
import { AfterSaleApplyPage } from '@/features/purchase/after-sale/AfterSaleApplyPage.tsx';

export const Route = createFileRoute('/_workbench/purchase/after-sales-apply')({
  validateSearch: searchParams({ orderId: optionalString, orderDetailId: optionalString }),
  component: AfterSaleApplyPage,
});
