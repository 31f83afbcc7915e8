import { createFileRoute } from '@tanstack/react-router';
import { AfterSaleInfoPage } from '@/features/purchase/after-sale/AfterSaleInfoPage.tsx';
import { recordSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/purchase/after-sale-order-detail')({
  validateSearch: recordSearch,
  component: () => <AfterSaleInfoPage withOrder />,
});
