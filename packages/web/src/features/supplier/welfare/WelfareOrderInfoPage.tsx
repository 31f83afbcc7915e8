import { type components, supplierWelfareOrderList } from '@zc/sdk';
import { welfareOrderStatusLabels } from '@zc/sdk/labels';
import { supplierGetWelfareOrderByIdQueryOptions } from '@zc/sdk/react';
import { WelfareOrderInfo } from '@/features/orders/welfare-order-view.tsx';
import { usePageSearch } from '@/shared/page/page.tsx';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
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
        <WelfareOrderInfo order={order} placedBy actions={<SyncWelfareOrderButton id={order.id} size="sm" />} />
      )}
    </RecordPage>
  );
}
