import { createFileRoute } from '@tanstack/react-router';
import { optionalString, searchParams } from '@/app/search.ts';
import { SourcingOrderInfoPage } from '@/features/supplier/sourcing/SourcingOrderInfoPage.tsx';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-sourcing-order-info')({
  staticData: { title: '寻源订单详情' },
  validateSearch: searchParams({ id: optionalString, orderNo: optionalString }),
  component: SourcingOrderInfoPage,
});
