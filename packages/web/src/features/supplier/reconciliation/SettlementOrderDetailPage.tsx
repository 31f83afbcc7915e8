import { OrderDetail } from '@/features/supplier/orders/OrderDetail.tsx';
import { orderChooser } from '@/features/supplier/orders/order-chooser.ts';
import { usePageSearch } from '@/shared/page/page.tsx';
import { ChooseRecord } from '@/shared/ui/RecordPage/RecordPage.tsx';
import { settlementFilters } from './filters.ts';

/** 本地供应商结算 offers the orders open for settlement (received) first, as its first tab. */
const settlementOrders = orderChooser(settlementFilters, { status: 6 });

/** /local-supplier-detail?id=: a settlement order with its lines, parcels and invoices (the order's own detail). */
export function SettlementOrderDetailPage() {
  const { id } = usePageSearch('/local-supplier-detail');
  return (
    <ChooseRecord id={id} chooser={settlementOrders}>
      {(id) => <OrderDetail id={id} />}
    </ChooseRecord>
  );
}
