import { createFileRoute } from '@tanstack/react-router';
import { AddressListPage } from '@/features/supplier/shop/AddressListPage.tsx';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-address-manager')({
  component: AddressListPage,
});
