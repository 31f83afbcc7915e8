import { createFileRoute } from '@tanstack/react-router';
import { optionalString, searchParams } from '@/app/search.ts';
import { SettlementOrderDetailPage } from '@/features/supplier/reconciliation/SettlementOrderDetailPage.tsx';

export const Route = createFileRoute('/_workbench/(supplier)/local-supplier-detail')({
  validateSearch: searchParams({ id: optionalString }),
  component: SettlementOrderDetailPage,
});
