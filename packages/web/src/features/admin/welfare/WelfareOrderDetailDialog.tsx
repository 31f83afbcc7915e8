import { useQuery } from '@tanstack/react-query';
import { getWelfareOrderQueryOptions, pageWelfareOrderLogisticsRecordsQueryOptions } from '@zc/sdk/react';
import { WelfareOrderInfo } from '@/features/orders/welfare-order-view.tsx';
import { formatDateTime } from '@/shared/format/date.ts';
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
          <WelfareOrderInfo order={order} placedBy>
            <Details
              title="物流信息"
              items={[
                { label: '物流公司', value: shipment?.logisticsCompany ?? EMPTY },
                { label: '物流单号', value: shipment?.logisticsNo ?? EMPTY },
                { label: '发货时间', value: formatDateTime(shipment?.deliverTime) },
              ]}
            />
          </WelfareOrderInfo>
        )}
      </QueryState>
    </Dialog>
  );
}
