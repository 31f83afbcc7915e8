import { type components, pageSupplierSourcing, pageSupplierSourcingOrders } from '@zc/sdk';
import { quoteStatusLabels, sourcingOrderStatusLabels, sourcingStatusLabels } from '@zc/sdk/labels';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { GroupPage, latest, todo } from '@/shared/ui/GroupPage/GroupPage.tsx';
import type { SourcingOrder } from './sourcing-orders.tsx';

const todos = [
  todo({
    label: '待报价询价',
    operation: pageSupplierSourcing,
    query: { status: 3, quoteStatus: 0 },
    list: { to: '/supplier-sourcing-offer', search: { status: 3, quoteStatus: 0 } },
  }),
  todo({
    label: '待签合同',
    operation: pageSupplierSourcingOrders,
    query: { status: 0 },
    list: { to: '/supplier-sourcing-contract', search: { status: 0 } },
  }),
];

const newest = [
  latest({
    title: '最新询价',
    operation: pageSupplierSourcing,
    columns: columnsOf<components['schemas']['Sourcing']>({
      sourcingName: '询价标题',
      purchaserOrgName: '采购单位',
      status: ['询价状态', sourcingStatusLabels],
      myQuoteStatus: ['我的报价', quoteStatusLabels],
    }),
    open: (sourcing) => ({ to: '/supplier-sourcing-offer-info', search: { id: sourcing.id } }),
    name: (sourcing) => sourcing.sourcingName,
  }),
  latest({
    title: '最新寻源订单',
    operation: pageSupplierSourcingOrders,
    columns: columnsOf<SourcingOrder>({
      orderNo: '订单编号',
      sourcingName: '询价标题',
      totalPrice: ['订单金额（元）', 'money'],
      status: ['订单状态', sourcingOrderStatusLabels],
    }),
    open: (order) => ({ to: '/supplier-sourcing-order-info', search: { id: order.id, orderNo: order.orderNo } }),
    name: (order) => order.orderNo,
  }),
];

/** 在线寻源: inquiries waiting for a quote and orders waiting for a contract; the latest inquiries and orders. */
export function SourcingOverviewPage() {
  return <GroupPage todos={todos} latest={newest} />;
}
