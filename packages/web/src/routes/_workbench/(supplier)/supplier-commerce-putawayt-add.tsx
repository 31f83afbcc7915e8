import { createFileRoute } from '@tanstack/react-router';
import { GoodsEditPage } from '@/features/supplier/goods/GoodsEditPage.tsx';
import { recordSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-commerce-putawayt-add')({
  validateSearch: recordSearch,
  component: GoodsEditPage,
});
