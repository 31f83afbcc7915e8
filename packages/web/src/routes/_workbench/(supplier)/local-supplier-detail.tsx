import { createFileRoute } from '@tanstack/react-router';
import { SettlementOrderDetailPage } from '@/features/supplier/reconciliation/SettlementOrderDetailPage.tsx';
import { optionalString, searchParams } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(supplier)/local-supplier-detail')({
  validateSearch: searchParams({ id: optionalString }),
  component: SettlementOrderDetailPage,
});
