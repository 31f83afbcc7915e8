import { Link } from '@tanstack/react-router';
import type { components } from '@zc/sdk';
import { orderStatusLabels, orderTypeLabels } from '@zc/sdk/labels';
import type { ReactNode } from 'react';
import { Button } from '@/shared/ui/Button.tsx';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import type { OrderList } from './order-lists.ts';

type Order = components['schemas']['Order'];

/** The columns of an order list: the order number opens its detail (`view` shows it over the list). */
export const orderColumns = (
  { detailPath, stateTabs }: OrderList,
  view: (order: Order) => void,
  actions: (order: Order) => ReactNode,
) =>
  columnsOf<Order>({
    orderNo: {
      header: '订单编号',
      cell: (order) =>
        detailPath ? (
          <Link to={detailPath} search={{ id: order.id }} className="text-brand hover:underline">
            {order.orderNo}
          </Link>
        ) : (
          <Button variant="text" size="sm" onClick={() => view(order)}>
            {order.orderNo}
          </Button>
        ),
    },
    thirdOrderNo: '电商订单号',
    purchaserName: '采购单位',
    buyerName: '下单人',
    goodsCount: { header: '商品数量', align: 'right' },
    totalPrice: ['订单金额', 'money'],
    orderType: ['订单类型', orderTypeLabels],
    status: ['订单状态', orderStatusLabels],
    // Why an order did not go through, on the lists of failed orders.
    returnReason: stateTabs && { header: '原因', cell: (order) => order.returnReason ?? order.cancelReason },
    createTime: ['下单时间', 'dateTime'],
    actions: { header: '操作', cell: (order) => <div className="flex flex-wrap gap-1">{actions(order)}</div> },
  });
