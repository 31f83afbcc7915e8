import { AddressListPage } from '@/features/addresses/AddressListPage.tsx';

/** 收货地址: the purchaser's delivery addresses (type 1), the same page as the supplier's over their own kind. */
export function AddressManagerPage() {
  return <AddressListPage addressType={1} />;
}
