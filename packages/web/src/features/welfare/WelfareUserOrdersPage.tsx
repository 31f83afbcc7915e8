import { type components, pageWelfareOrders } from '@zc/sdk';
import { welfareOrderStatusLabels } from '@zc/sdk/labels';
import { useList } from '@/shared/list/use-list.ts';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { myOrderFilters } from './filters.ts';
import { useActivityNames } from './my-welfare.tsx';
import { OpenDetailButton, useOpenDetail } from './open-detail.tsx';
import { WelfareOrderDialog } from './WelfareOrderDialog.tsx';

const columns = columnsOf<components['schemas']['WelfareOrder']>({
  orderNo: { header: '订单编号', cell: (order) => <OpenDetailButton id={order.id}>{order.orderNo}</OpenDetailButton> },
  welfareName: '福利活动',
  supplierName: '供应商',
  totalPrice: ['订单金额', 'money'],
  quotaAmount: ['额度支付', 'money'],
  selfPayAmount: ['个人支付', 'money'],
  status: ['订单状态', welfareOrderStatusLabels],
  createTime: ['下单时间', 'dateTime'],
  actions: {
    header: '操作',
    cell: (order) => (
      <OpenDetailButton id={order.id}>
        详情<span className="sr-only">：{order.orderNo}</span>
      </OpenDetailButton>
    ),
  },
});

/** 我的福利订单: the signed-in welfare user's own orders, by state, activity and date; each opens its detail. */
export function WelfareUserOrdersPage() {
  const list = useList(pageWelfareOrders, myOrderFilters, { labels: { welfareId: useActivityNames() ?? {} } });
  const detail = useOpenDetail();
  return (
    <ListPage label="我的福利订单" list={list} columns={columns}>
      {detail.id && <WelfareOrderDialog id={detail.id} onClose={detail.close} />}
    </ListPage>
  );
}
