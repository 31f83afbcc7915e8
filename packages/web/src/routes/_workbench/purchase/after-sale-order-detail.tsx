import { createFileRoute } from '@tanstack/react-router';
import { optionalString, searchParams } from '@/app/search.ts';
import { AfterSaleInfoPage } from '@/features/purchase/after-sale/AfterSaleInfoPage.tsx';

export const Route = createFileRoute('/_workbench/purchase/after-sale-order-detail')({
  validateSearch: searchParams({ id: optionalString }),
  component: () => <AfterSaleInfoPage withOrder />,
});
