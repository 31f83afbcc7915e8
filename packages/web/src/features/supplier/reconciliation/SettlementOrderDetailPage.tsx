import { OrderDetail } from '@/features/supplier/orders/OrderDetail.tsx';
import { usePageSearch } from '@/shared/page/page.tsx';

/** /local-supplier-detail?id=: a settlement order with its lines, parcels and invoices (the order's own detail). */
export function SettlementOrderDetailPage() {
  const { id } = usePageSearch('/local-supplier-detail');
  if (!id) return <p className="rounded bg-white p-10 text-center text-sm text-slate-500">未指定订单</p>;
  return <OrderDetail id={id} />;
}
