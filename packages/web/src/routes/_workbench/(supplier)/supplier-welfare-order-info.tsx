import { createFileRoute } from '@tanstack/react-router';
import { optionalString, searchParams } from '@/app/search.ts';
import { WelfareOrderInfoPage } from '@/features/supplier/welfare/WelfareOrderInfoPage.tsx';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-welfare-order-info')({
  validateSearch: searchParams({ id: optionalString }),
  component: WelfareOrderInfoPage,
});
