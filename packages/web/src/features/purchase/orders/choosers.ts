// The purchaser's orders a page about one order offers when opened without one, or with one that is missing or not
// the user's: the list it is opened from, in the states the page is about.
import { type components, listOrders, listOrdersToCheck } from '@zc/sdk';
import { orderStatusLabels } from '@zc/sdk/labels';
import { changeableStates, receivedStates } from '@/features/orders/rules.ts';
import { dateRange, defineFilters, select, text } from '@/shared/list/filters.ts';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { chooser } from '@/shared/ui/RecordPage/RecordChooser.tsx';
import { orderCheckFilters, purchaseOrderFilters } from './filters.ts';

type Order = components['schemas']['Order'];

const columns = columnsOf<Order>({
  orderNo: '订单编号',
  supplierName: '供应商',
  totalPrice: ['订单金额', 'money'],
  status: ['订单状态', orderStatusLabels],
  createTime: ['下单时间', 'dateTime'],
});
const byNumber = { open: (order: Order) => ({ id: order.id }), name: (order: Order) => order.orderNo };

/** Orders in some states only: the first of them shown first, the others a choice of the state filter. */
const ordersIn = (states: readonly number[]) => ({
  filters: defineFilters({
    orderNo: text('订单编号'),
    goodsName: text('商品名称'),
    status: select('订单状态', states),
    startTime: dateRange('下单时间', 'endTime'),
  }),
  initial: { status: states[0] },
});

/** 订单详情: every order of the purchaser, as 采购订单 lists them. */
export const orderChooser = chooser({
  noun: '订单',
  operation: listOrders,
  filters: purchaseOrderFilters,
  columns,
  ...byNumber,
});

/** 修改订单: orders whose quantities may still change (until the supplier ships). */
export const changeableOrderChooser = chooser({
  noun: '订单',
  operation: listOrders,
  ...ordersIn(changeableStates),
  columns,
  ...byNumber,
});

/** 申请售后: received and completed orders, whose lines may go to after-sale. */
export const receivedOrderChooser = chooser({
  noun: '订单',
  operation: listOrders,
  ...ordersIn(receivedStates),
  columns,
  open: (order) => ({ orderId: order.id }),
  name: (order) => order.orderNo,
});

/** 订单审批详情: the orders waiting for the signed-in approver, as 订单审批 lists them. */
export const orderToCheckChooser = chooser({
  noun: '订单',
  operation: listOrdersToCheck,
  filters: orderCheckFilters,
  columns: columnsOf<Order>({
    orderNo: '订单编号',
    buyerName: '下单人',
    supplierName: '供应商',
    totalPrice: ['订单金额', 'money'],
    createTime: ['下单时间', 'dateTime'],
  }),
  ...byNumber,
});
