import { createFileRoute } from '@tanstack/react-router';
import { AgreementGoodsPage } from '@/features/supplier/agreement/AgreementGoodsPage.tsx';
import type { agreementGoodsFilters } from '@/features/supplier/agreement/filters.ts';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-agreement-goods')({
  validateSearch: listSearch<typeof agreementGoodsFilters>(),
  component: AgreementGoodsPage,
});
