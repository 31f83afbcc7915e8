import { createFileRoute } from '@tanstack/react-router';
import { WelfareOrderInfoPage } from '@/features/supplier/welfare/WelfareOrderInfoPage.tsx';
import { optionalString, searchParams } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-welfare-order-info')({
  validateSearch: searchParams({ id: optionalString }),
  component: WelfareOrderInfoPage,
});
