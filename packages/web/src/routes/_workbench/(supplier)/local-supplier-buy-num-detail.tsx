import { createFileRoute } from '@tanstack/react-router';
import { optionalString, searchParams } from '@/app/search.ts';
import { BuyNumDetailPage } from '@/features/supplier/orders/BuyNumDetailPage.tsx';

export const Route = createFileRoute('/_workbench/(supplier)/local-supplier-buy-num-detail')({
  validateSearch: searchParams({ id: optionalString }),
  component: BuyNumDetailPage,
});
