import { createFileRoute } from '@tanstack/react-router';
import { EditOrderPage } from '@/features/purchase/orders/EditOrderPage.tsx';
import { recordSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/purchase/edit-order')({
  validateSearch: recordSearch,
  component: EditOrderPage,
});
