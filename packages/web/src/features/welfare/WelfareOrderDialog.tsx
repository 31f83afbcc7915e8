import { useQuery } from '@tanstack/react-query';
import { welfareOrderStatusLabels } from '@zc/sdk/labels';
import { getWelfareOrderQueryOptions } from '@zc/sdk/react';
import { DeliveryAndGoods, paymentAndDates } from '@/features/orders/welfare-order-view.tsx';
import { labelOf } from '@/shared/format/labels.ts';
import { Details } from '@/shared/ui/Details/Details.tsx';
import { Dialog } from '@/shared/ui/Dialog.tsx';
import { QueryState } from '@/shared/ui/QueryState.tsx';

/** One of the user's orders: state, payment from the quota and by the user, delivery, and its goods. */
export function WelfareOrderDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const query = useQuery(getWelfareOrderQueryOptions({ path: { id } }));
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="福利订单详情" width="w-[800px]">
      <QueryState query={query}>
        {(order) => (
          <div className="flex flex-col gap-3">
            <Details
              title="订单信息"
              items={[
                { label: '订单编号', value: order.orderNo },
                { label: '订单状态', value: labelOf(welfareOrderStatusLabels, order.status) },
                { label: '福利活动', value: order.welfareName },
                { label: '供应商', value: order.supplierName },
                ...paymentAndDates(order),
              ]}
            />
            <DeliveryAndGoods order={order} />
          </div>
        )}
      </QueryState>
    </Dialog>
  );
}
