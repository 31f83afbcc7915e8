import { createFileRoute } from '@tanstack/react-router';
import { GoodsEditPage } from '@/features/supplier/goods/GoodsEditPage.tsx';
import { optionalString, searchParams } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-commerce-putawayt-add')({
  validateSearch: searchParams({ id: optionalString }),
  component: GoodsEditPage,
});
