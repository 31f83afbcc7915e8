import { failedStatuses } from './labels.ts';
import { OrderListPage } from './OrderListPage.tsx';

// The spec has no list of failed orders of its own: they are read as the orders that did not go through (rejected
// by the purchaser's approval, cancelled, or sent back), one state at a time since order/supplier/list takes one.
/** 失败订单 */
export function FailedOrderListPage() {
  return <OrderListPage label="失败订单" stateTabs={failedStatuses} />;
}
