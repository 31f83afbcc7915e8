import { createFileRoute } from '@tanstack/react-router';
import { SourcingGoodsPage } from '@/features/purchase/sourcing/SourcingGoodsPage.tsx';
import { recordSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/purchase/sourcing-add-list')({
  validateSearch: recordSearch,
  component: SourcingGoodsPage,
});
