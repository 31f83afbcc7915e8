import { useQuery } from '@tanstack/react-query';
import { welfareOrderStatusLabels } from '@zc/sdk/labels';
import { getWelfareOrderQueryOptions, pageWelfareOrderLogisticsRecordsQueryOptions } from '@zc/sdk/react';
import { DeliveryAndGoods, paymentAndDates } from '@/features/orders/welfare-order-view.tsx';
import { formatDateTime } from '@/shared/format/date.ts';
import { labelOf } from '@/shared/format/labels.ts';
import { EMPTY } from '@/shared/format/money.ts';
import { Details } from '@/shared/ui/Details/Details.tsx';
import { Dialog } from '@/shared/ui/Dialog.tsx';
import { QueryState } from '@/shared/ui/QueryState.tsx';

/** 福利订单详情: the order as the server has it now, who placed it, how it was paid, where it goes and how it was sent. */
export function WelfareOrderDetailDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const query = useQuery(getWelfareOrderQueryOptions({ path: { id } }));
  const shipments = useQuery(
    pageWelfareOrderLogisticsRecordsQueryOptions({ query: { welfareOrderId: id, current: 1, size: 1 } }),
  );
  const shipment = shipments.data?.records[0];
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="福利订单详情" width="w-[900px]">
      <QueryState query={query}>
        {(order) => (
          <div className="flex flex-col gap-3">
            <Details
              title="订单信息"
              items={[
                { label: '订单编号', value: order.orderNo },
                { label: '订单状态', value: labelOf(welfareOrderStatusLabels, order.status) },
                { label: '福利活动', value: order.welfareName },
                { label: '下单人', value: [order.userName, order.phone].filter(Boolean).join(' ') },
                { label: '所属单位', value: order.purchaserName },
                { label: '供应商', value: order.supplierName },
                ...paymentAndDates(order),
              ]}
            />
            <Details
              title="物流信息"
              items={[
                { label: '物流公司', value: shipment?.logisticsCompany ?? EMPTY },
                { label: '物流单号', value: shipment?.logisticsNo ?? EMPTY },
                { label: '发货时间', value: formatDateTime(shipment?.deliverTime) },
              ]}
            />
            <DeliveryAndGoods order={order} />
          </div>
        )}
      </QueryState>
    </Dialog>
  );
}
