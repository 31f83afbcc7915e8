import { createFileRoute } from '@tanstack/react-router';
import { CartPage } from '@/features/mall/cart/CartPage.tsx';

export const Route = createFileRoute('/_workbench/purchase/my-cart')({
  component: () => <CartPage confirmPath="/purchase/order-info" />,
});
