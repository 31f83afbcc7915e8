import { OrderListPage } from './OrderListPage.tsx';

/** 直购订单: the mall's direct-purchase orders of this supplier, with the e-commerce sync. */
export function DirectOrderListPage() {
  return <OrderListPage label="直购订单" orderType={1} syncAll />;
}
