import { createFileRoute } from '@tanstack/react-router';
import { WelfareOrderInfoPage } from '@/features/supplier/welfare/WelfareOrderInfoPage.tsx';
import { recordSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-welfare-order-info')({
  validateSearch: recordSearch,
  component: WelfareOrderInfoPage,
});
