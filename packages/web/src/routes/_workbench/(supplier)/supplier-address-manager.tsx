import { createFileRoute } from '@tanstack/react-router';
import { AddressListPage } from '@/features/supplier/shop/AddressListPage.tsx';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-address-manager')({
  staticData: { title: '收货地址' },
  component: AddressListPage,
});
