import { createFileRoute } from '@tanstack/react-router';
import { AgreementOrderDetailPage } from '@/features/supplier/agreement/AgreementOrderDetailPage.tsx';
import { recordSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-agreement-order-detail')({
  validateSearch: recordSearch,
  component: AgreementOrderDetailPage,
});
