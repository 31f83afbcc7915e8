import { useNavigate } from '@tanstack/react-router';
import { pagePurchaserSourcingOrders } from '@zc/sdk';
import { sourcingOrderStatusLabels } from '@zc/sdk/labels';
import { useList } from '@/shared/list/use-list.ts';
import { RowActions } from '@/shared/ui/controls/RowActions.tsx';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { orderFilters } from './filters.ts';
import type { SourcingOrder } from './sourcing-columns.tsx';

/** 寻源订单: the deal orders of the organisation's inquiries; a new one is confirmed first, then read with its contract. */
export function SourcingOrderListPage() {
  const navigate = useNavigate();
  const list = useList(pagePurchaserSourcingOrders, orderFilters);
  const columns = columnsOf<SourcingOrder>({
    orderNo: '订单编号',
    sourcingName: '询价标题',
    supplierName: '成交供应商',
    totalPrice: ['订单金额（元）', 'money'],
    status: ['订单状态', sourcingOrderStatusLabels],
    confirmTime: ['确认时间', 'dateTime'],
    contractNo: '合同编号',
    createTime: ['下单时间', 'dateTime'],
    actions: {
      header: '操作',
      cell: (order) => {
        const search = { id: order.id, orderNo: order.orderNo };
        return (
          <RowActions
            actions={[
              {
                label: '确认订单',
                hidden: order.status !== 0 || Boolean(order.confirmTime),
                onClick: () => navigate({ to: '/purchase/sourcing-confirm-order', search }),
              },
              { label: '详情', onClick: () => navigate({ to: '/purchase/sourcing-order-info', search }) },
            ]}
          />
        );
      },
    },
  });
  return <ListPage label="寻源订单" list={list} columns={columns} />;
}
