import { createFileRoute } from '@tanstack/react-router';
import { optionalString, searchParams } from '@/app/search.ts';
import { AgreementOrderDetailPage } from '@/features/supplier/agreement/AgreementOrderDetailPage.tsx';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-agreement-order-detail')({
  staticData: { title: '协议订单详情' },
  validateSearch: searchParams({ id: optionalString }),
  component: AgreementOrderDetailPage,
});
