import { createFileRoute } from '@tanstack/react-router';
import { AgreementGoodsAddPage } from '@/features/supplier/agreement/AgreementGoodsAddPage.tsx';
import { goodsToAddFilters } from '@/features/supplier/agreement/filters.ts';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-agreement-goods-add')({
  validateSearch: goodsToAddFilters.search,
  component: AgreementGoodsAddPage,
});
