import { createFileRoute } from '@tanstack/react-router';
import { optionalString, searchParams } from '@/app/search.ts';
import { EditOrderPage } from '@/features/purchase/orders/EditOrderPage.tsx';

export const Route = createFileRoute('/_workbench/purchase/edit-order')({
  validateSearch: searchParams({ id: optionalString }),
  component: EditOrderPage,
});
