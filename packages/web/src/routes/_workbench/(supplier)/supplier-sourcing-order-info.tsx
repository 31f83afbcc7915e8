import { createFileRoute } from '@tanstack/react-router';
import { SourcingOrderInfoPage } from '@/features/supplier/sourcing/SourcingOrderInfoPage.tsx';
import { optionalString, searchParams } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-sourcing-order-info')({
  validateSearch: searchParams({ id: optionalString, orderNo: optionalString }),
  component: SourcingOrderInfoPage,
});
