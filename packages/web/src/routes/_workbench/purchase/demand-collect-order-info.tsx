import { createFileRoute } from '@tanstack/react-router';
import { optionalString, searchParams } from '@/app/search.ts';
import { DemandDetailPage } from '@/features/purchase/demand/DemandDetailPage.tsx';

export const Route = createFileRoute('/_workbench/purchase/demand-collect-order-info')({
  validateSearch: searchParams({ demandNo: optionalString }),
  component: DemandDetailPage,
});
