import { createFileRoute } from '@tanstack/react-router';
import { optionalString, searchParams } from '@/app/search.ts';
import { AgreementOrderDetailPage } from '@/features/supplier/agreement/AgreementOrderDetailPage.tsx';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-agreement-order-detail')({
  validateSearch: searchParams({ id: optionalString }),
  component: AgreementOrderDetailPage,
});
