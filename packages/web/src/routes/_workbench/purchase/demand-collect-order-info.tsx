import { createFileRoute } from '@tanstack/react-router';
import { DemandDetailPage } from '@/features/purchase/demand/DemandDetailPage.tsx';
import { optionalString, searchParams } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/purchase/demand-collect-order-info')({
  validateSearch: searchParams({ demandNo: optionalString }),
  component: DemandDetailPage,
});
