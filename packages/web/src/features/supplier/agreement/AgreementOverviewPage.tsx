import { type components, listSupplierAfterSales, supplierOrderList, supplierQueryEvaluateList } from '@zc/sdk';
import { orderStatusLabels } from '@zc/sdk/labels';
import { evaluateScoreLabels } from '@/features/evaluation/scores.ts';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { GroupPage, latest, todo } from '@/shared/ui/GroupPage/GroupPage.tsx';

/** Agreement orders (orderType 2). */
const agreement = 2;

const todos = [
  todo({
    label: '待发货协议订单',
    operation: supplierOrderList,
    query: { orderType: agreement, status: 3 },
    list: { to: '/supplier-agreement-order', search: { status: 3 } },
  }),
  todo({
    label: '待审核售后',
    operation: listSupplierAfterSales,
    query: { status: 0 },
    list: { to: '/supplier-agreement-after-sale', search: { status: 0 } },
  }),
];

const newest = [
  latest({
    title: '最新协议订单',
    operation: supplierOrderList,
    query: { orderType: agreement },
    columns: columnsOf<components['schemas']['Order']>({
      orderNo: '订单编号',
      purchaserName: '采购单位',
      totalPrice: ['订单金额', 'money'],
      status: ['订单状态', orderStatusLabels],
    }),
    open: (order) => ({ to: '/supplier-agreement-order-detail', search: { id: order.id } }),
    name: (order) => order.orderNo,
  }),
  latest({
    title: '最新评价',
    operation: supplierQueryEvaluateList,
    columns: columnsOf<components['schemas']['Evaluate']>({
      orderNo: '订单编号',
      goodsName: '商品名称',
      score: ['综合评分', evaluateScoreLabels],
      createTime: ['评价时间', 'dateTime'],
    }),
    open: (evaluation) => ({
      to: '/supplier-agreement-evaluate-info',
      search: { id: evaluation.id, orderNo: evaluation.orderNo },
    }),
    name: (evaluation) => `${evaluation.orderNo} ${evaluation.goodsName}`,
  }),
];

/** 协议采购: agreement orders to ship and after-sales to review; the latest agreement orders and evaluations. */
export function AgreementOverviewPage() {
  return <GroupPage todos={todos} latest={newest} />;
}
