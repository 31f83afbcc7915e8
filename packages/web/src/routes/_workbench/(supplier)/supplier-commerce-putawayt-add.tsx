import { createFileRoute } from '@tanstack/react-router';
import { optionalString, searchParams } from '@/app/search.ts';
import { GoodsEditPage } from '@/features/supplier/goods/GoodsEditPage.tsx';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-commerce-putawayt-add')({
  validateSearch: searchParams({ id: optionalString }),
  component: GoodsEditPage,
});
