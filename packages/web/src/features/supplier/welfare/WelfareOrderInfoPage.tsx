import { useQuery } from '@tanstack/react-query';
import { welfareOrderStatusLabels } from '@zc/sdk/labels';
import { supplierGetWelfareOrderByIdQueryOptions } from '@zc/sdk/react';
import { DeliveryAndGoods, paymentAndDates } from '@/features/orders/welfare-order-view.tsx';
import { labelOf } from '@/shared/format/labels.ts';
import { usePageSearch } from '@/shared/page/page.tsx';
import { Details } from '@/shared/ui/Details/Details.tsx';
import { QueryState } from '@/shared/ui/QueryState.tsx';
import { SyncWelfareOrderButton } from './SyncWelfareOrderButton.tsx';

/** 福利订单详情 (`?id=`): the order, who placed it, where it goes, how it was paid, and its goods. */
export function WelfareOrderInfoPage() {
  const { id } = usePageSearch('/supplier-welfare-order-info');
  const query = useQuery({ ...supplierGetWelfareOrderByIdQueryOptions({ path: { id: id ?? '' } }), enabled: !!id });
  if (!id) return <p className="rounded bg-white p-10 text-center text-sm text-slate-400">未指定订单</p>;
  return (
    <QueryState query={query}>
      {(order) => (
        <div className="flex flex-col gap-3">
          <Details
            title="订单信息"
            actions={<SyncWelfareOrderButton id={order.id} size="sm" />}
            items={[
              { label: '订单编号', value: order.orderNo },
              { label: '电商订单号', value: order.thirdOrderNo },
              { label: '订单状态', value: labelOf(welfareOrderStatusLabels, order.status) },
              { label: '福利活动', value: order.welfareName },
              { label: '下单人', value: [order.userName, order.phone].filter(Boolean).join(' ') },
              { label: '所属单位', value: order.purchaserName },
              ...paymentAndDates(order),
            ]}
          />
          <DeliveryAndGoods order={order} />
        </div>
      )}
    </QueryState>
  );
}
