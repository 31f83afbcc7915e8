import { createFileRoute } from '@tanstack/react-router';
import { optionalString, searchParams } from '@/app/search.ts';
import { SourcingOrderInfoPage } from '@/features/supplier/sourcing/SourcingOrderInfoPage.tsx';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-sourcing-order-info')({
  validateSearch: searchParams({ id: optionalString, orderNo: optionalString }),
  component: SourcingOrderInfoPage,
});
