import { createFileRoute } from '@tanstack/react-router';
import { AddressManagerPage } from '@/features/purchase/account/AddressManagerPage.tsx';

export const Route = createFileRoute('/_workbench/purchase/address-manager')({
  component: AddressManagerPage,
});
