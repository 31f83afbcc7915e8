import { createFileRoute } from '@tanstack/react-router';
import { AddressListPage } from '@/features/addresses/AddressListPage.tsx';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-address-manager')({
  component: AddressListPage,
});
