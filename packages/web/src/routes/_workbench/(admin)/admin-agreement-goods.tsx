import { createFileRoute } from '@tanstack/react-router';
import type { goodsOfKindSearch } from '@/features/admin/goods/filters.ts';
import { AgreementGoodsPage } from '@/features/admin/goods/ManagedGoodsPage.tsx';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(admin)/admin-agreement-goods')({
  validateSearch: listSearch<typeof goodsOfKindSearch>(),
  component: AgreementGoodsPage,
});
