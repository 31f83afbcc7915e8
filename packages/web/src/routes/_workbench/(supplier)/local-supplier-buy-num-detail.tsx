import { createFileRoute } from '@tanstack/react-router';
import { BuyNumDetailPage } from '@/features/supplier/orders/BuyNumDetailPage.tsx';
import { recordSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(supplier)/local-supplier-buy-num-detail')({
  validateSearch: recordSearch,
  component: BuyNumDetailPage,
});
