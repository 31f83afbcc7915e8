import { createFileRoute } from '@tanstack/react-router';
import { DetailPage } from '@/features/mall/detail/DetailPage.tsx';
import { recordSearch } from '@/shared/page/search.ts';

// A local supplier's goods item.
export const Route = createFileRoute('/_mall/supplier-product-details')({
  validateSearch: recordSearch,
  component: () => <DetailPage itemType={3} />,
});
