import { createFileRoute } from '@tanstack/react-router';
import { AgreementGoodsAddPage } from '@/features/supplier/agreement/AgreementGoodsAddPage.tsx';
import type { goodsToAddFilters } from '@/features/supplier/agreement/filters.ts';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-agreement-goods-add')({
  validateSearch: listSearch<typeof goodsToAddFilters>(),
  component: AgreementGoodsAddPage,
});
