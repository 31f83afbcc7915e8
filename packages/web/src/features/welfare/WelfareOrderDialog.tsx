import { useQuery } from '@tanstack/react-query';
import { getWelfareOrderQueryOptions } from '@zc/sdk/react';
import { WelfareOrderInfo } from '@/features/orders/welfare-order-view.tsx';
import { Dialog } from '@/shared/ui/Dialog.tsx';
import { QueryState } from '@/shared/ui/QueryState.tsx';

/** One of the user's orders: state, payment from the quota and by the user, delivery, and its goods. */
export function WelfareOrderDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const query = useQuery(getWelfareOrderQueryOptions({ path: { id } }));
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="福利订单详情" width="w-[800px]">
      <QueryState query={query}>{(order) => <WelfareOrderInfo order={order} />}</QueryState>
    </Dialog>
  );
}
