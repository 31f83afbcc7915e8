import { OrderDetail } from '@/features/supplier/orders/OrderDetail.tsx';
import { usePageSearch } from '@/shared/page/page.tsx';

/** 协议订单详情 (`?id=`). */
export function AgreementOrderDetailPage() {
  const { id } = usePageSearch('/supplier-agreement-order-detail');
  return id ? (
    <OrderDetail id={id} />
  ) : (
    <p className="rounded bg-white p-10 text-center text-sm text-slate-400">未指定订单</p>
  );
}
