import { createFileRoute } from '@tanstack/react-router';
import { SettlementOrderDetailPage } from '@/features/supplier/reconciliation/SettlementOrderDetailPage.tsx';
import { recordSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(supplier)/local-supplier-detail')({
  validateSearch: recordSearch,
  component: SettlementOrderDetailPage,
});
