import { createFileRoute } from '@tanstack/react-router';
import { AgreementGoodsPage } from '@/features/supplier/agreement/AgreementGoodsPage.tsx';
import { agreementGoodsFilters } from '@/features/supplier/agreement/filters.ts';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-agreement-goods')({
  validateSearch: agreementGoodsFilters.search,
  component: AgreementGoodsPage,
});
