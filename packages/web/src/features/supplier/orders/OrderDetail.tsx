import { useQuery } from '@tanstack/react-query';
import { supplierGetOrderByIdQueryOptions } from '@zc/sdk/react';
import { OrderSections } from '@/features/orders/order-sections.tsx';
import { Dialog } from '@/shared/ui/Dialog.tsx';
import { QueryState } from '@/shared/ui/QueryState.tsx';
import { useOrderActions } from './order-actions.tsx';

/** An order as its supplier sees it: parties, delivery, lines, shipments with their tracks, invoices and changes. */
export function OrderDetail({ id }: { id: string }) {
  const query = useQuery(supplierGetOrderByIdQueryOptions({ path: { id } }));
  const actions = useOrderActions();
  return (
    <QueryState query={query}>
      {(info) => (
        <>
          <OrderSections info={info} actions={actions.buttons(info.order)} />
          {actions.dialogs}
        </>
      )}
    </QueryState>
  );
}

/** An order's detail over the list it was opened from. */
export function OrderDetailDialog({ order, onClose }: { order: { id: string; orderNo: string }; onClose: () => void }) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={`订单详情：${order.orderNo}`} width="w-[1100px]">
      <div className="max-h-[75vh] overflow-y-auto bg-slate-50 p-1">
        <OrderDetail id={order.id} />
      </div>
    </Dialog>
  );
}
