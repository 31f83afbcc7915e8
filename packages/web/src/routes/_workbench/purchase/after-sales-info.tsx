import { createFileRoute } from '@tanstack/react-router';
import { AfterSaleInfoPage } from '@/features/purchase/after-sale/AfterSaleInfoPage.tsx';
import { recordSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/purchase/after-sales-info')({
  validateSearch: recordSearch,
  component: () => <AfterSaleInfoPage />,
});
