import { useQuery } from '@tanstack/react-query';
import { getOrderInfoByIdQueryOptions } from '@zc/sdk/react';
import type { ReactNode } from 'react';
import { ApproveLogs } from '@/features/orders/ApproveLogs.tsx';
import { OrderSections } from '@/features/orders/order-sections.tsx';
import { Dialog } from '@/shared/ui/Dialog.tsx';
import { QueryState } from '@/shared/ui/QueryState.tsx';

/** 订单详情 over the administrator's list: the order, its lines, approval history, parcels, invoices and changes. */
export function OrderInfoDialog({
  order,
  actions,
  onClose,
}: {
  order: { id: string; orderNo: string };
  /** The interventions the order's state allows, beside its facts. */
  actions?: (status: number) => ReactNode;
  onClose: () => void;
}) {
  const query = useQuery(getOrderInfoByIdQueryOptions({ path: { id: order.id } }));
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={`订单详情：${order.orderNo}`} width="w-[1100px]">
      <div className="max-h-[75vh] overflow-y-auto bg-slate-50 p-1">
        <QueryState query={query}>
          {(info) => (
            <OrderSections info={info} actions={actions?.(info.order.status)}>
              <ApproveLogs logs={info.approveLogs} />
            </OrderSections>
          )}
        </QueryState>
      </div>
    </Dialog>
  );
}
