import { createFileRoute } from '@tanstack/react-router';
import { SourcingInfoPage } from '@/features/purchase/sourcing/SourcingInfoPage.tsx';
import { recordSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/purchase/sourcing-sourcing-list-info')({
  validateSearch: recordSearch,
  component: () => <SourcingInfoPage goodsOnly />,
});
