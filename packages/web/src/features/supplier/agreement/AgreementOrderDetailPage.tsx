import { orderFilters } from '@/features/supplier/orders/filters.ts';
import { OrderDetail } from '@/features/supplier/orders/OrderDetail.tsx';
import { orderChooser } from '@/features/supplier/orders/order-chooser.ts';
import { usePageSearch } from '@/shared/page/page.tsx';
import { ChooseRecord } from '@/shared/ui/RecordPage/RecordPage.tsx';

/** 协议订单 offers its orders. */
const agreementOrders = orderChooser(orderFilters, { orderType: 2 });

/** 协议订单详情 (`?id=`). */
export function AgreementOrderDetailPage() {
  const { id } = usePageSearch('/supplier-agreement-order-detail');
  return (
    <ChooseRecord id={id} chooser={agreementOrders}>
      {(id) => <OrderDetail id={id} />}
    </ChooseRecord>
  );
}
