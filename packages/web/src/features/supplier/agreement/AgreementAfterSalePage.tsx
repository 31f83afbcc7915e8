import { AfterSaleListPage } from '../orders/AfterSaleListPage.tsx';

// order/afterSale/supplier/list takes no buying channel, so the agreement cases cannot be told apart from the others.
/** 协议售后 */
export function AgreementAfterSalePage() {
  return <AfterSaleListPage label="协议售后" />;
}
