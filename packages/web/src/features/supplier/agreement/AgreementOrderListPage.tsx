import { OrderListPage } from '../orders/OrderListPage.tsx';

/** 协议订单: orders placed through agreement purchasing; each opens on its own detail page. */
export function AgreementOrderListPage() {
  return <OrderListPage label="协议订单" orderType={2} detailPath="/supplier-agreement-order-detail" />;
}
