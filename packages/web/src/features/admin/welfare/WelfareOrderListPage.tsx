import { type components, pageWelfareOrders } from '@zc/sdk';
import { welfareOrderStatusLabels } from '@zc/sdk/labels';
import { useState } from 'react';
import { useList } from '@/shared/list/use-list.ts';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { welfareOrderFilters } from './filters.ts';
import { useActivityNames } from './options.ts';
import { ShipWelfareOrderDialog } from './ShipWelfareOrderDialog.tsx';
import { WelfareOrderActions } from './WelfareOrderActions.tsx';
import { WelfareOrderDetailDialog } from './WelfareOrderDetailDialog.tsx';

type WelfareOrder = components['schemas']['WelfareOrder'];

/** 福利订单 and 福利活动用户订单 (narrowed to an activity and a user): every welfare order of the platform. */
export function WelfareOrderListPage() {
  const list = useList(pageWelfareOrders, welfareOrderFilters, { labels: { welfareId: useActivityNames() ?? {} } });
  const [viewing, setViewing] = useState<string>();
  const [shipping, setShipping] = useState<WelfareOrder>();
  const columns = columnsOf<WelfareOrder>({
    orderNo: '订单编号',
    welfareName: '福利活动',
    userName: '下单人',
    purchaserName: '采购单位',
    supplierName: '供应商',
    totalPrice: ['订单金额', 'money'],
    quotaAmount: ['额度支付', 'money'],
    status: ['订单状态', welfareOrderStatusLabels],
    createTime: ['下单时间', 'dateTime'],
    actions: {
      header: '操作',
      cell: (order) => (
        <WelfareOrderActions order={order} onView={() => setViewing(order.id)} onShip={() => setShipping(order)} />
      ),
    },
  });
  return (
    <>
      <ListPage label="福利订单列表" list={list} columns={columns} />
      {viewing && <WelfareOrderDetailDialog id={viewing} onClose={() => setViewing(undefined)} />}
      {shipping && <ShipWelfareOrderDialog order={shipping} onClose={() => setShipping(undefined)} />}
    </>
  );
}
