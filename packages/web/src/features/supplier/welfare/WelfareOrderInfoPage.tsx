import { type components, supplierWelfareOrderList } from '@zc/sdk';
import { welfareOrderStatusLabels } from '@zc/sdk/labels';
import { supplierGetWelfareOrderByIdQueryOptions } from '@zc/sdk/react';
import { DeliveryAndGoods, paymentAndDates } from '@/features/orders/welfare-order-view.tsx';
import { labelOf } from '@/shared/format/labels.ts';
import { usePageSearch } from '@/shared/page/page.tsx';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { Details } from '@/shared/ui/Details/Details.tsx';
import { chooser } from '@/shared/ui/RecordPage/RecordChooser.tsx';
import { RecordPage } from '@/shared/ui/RecordPage/RecordPage.tsx';
import { welfareOrderFilters } from './filters.ts';
import { SyncWelfareOrderButton } from './SyncWelfareOrderButton.tsx';

/** 福利订单 offers its orders. */
const welfareOrders = chooser({
  noun: '订单',
  operation: supplierWelfareOrderList,
  filters: welfareOrderFilters,
  columns: columnsOf<components['schemas']['WelfareOrder']>({
    orderNo: '订单编号',
    welfareName: '福利活动',
    totalPrice: ['订单金额', 'money'],
    status: ['订单状态', welfareOrderStatusLabels],
    createTime: ['下单时间', 'dateTime'],
  }),
  open: (order) => ({ id: order.id }),
  name: (order) => order.orderNo,
});

/** 福利订单详情 (`?id=`): the order, who placed it, where it goes, how it was paid, and its goods. */
export function WelfareOrderInfoPage() {
  const { id } = usePageSearch('/supplier-welfare-order-info');
  return (
    <RecordPage
      id={id}
      chooser={welfareOrders}
      load={(id) => supplierGetWelfareOrderByIdQueryOptions({ path: { id } })}
    >
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
    </RecordPage>
  );
}
