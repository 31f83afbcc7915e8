import { createFileRoute } from '@tanstack/react-router';
import { ShopCartPage } from '@/features/mobile/cart/ShopCartPage.tsx';

export const Route = createFileRoute('/_mobile/shopCart')({ component: ShopCartPage });
