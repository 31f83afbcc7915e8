import { createFileRoute } from '@tanstack/react-router';
import { ShopPage } from '@/features/supplier/shop/ShopPage.tsx';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-base-info-gl')({
  component: ShopPage,
});
