import { adminQueryEvaluateList, type components, listCenterAfterSales, listGoodsForManage, listOrders } from '@zc/sdk';
import { orderStatusLabels } from '@zc/sdk/labels';
import { evaluateScoreLabels } from '@/features/evaluation/scores.ts';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { GroupPage, latest, todo } from '@/shared/ui/GroupPage/GroupPage.tsx';

/** Agreement purchasing is the orders of channel 2 and the goods of kind 4. */
const orderType = 2;
const itemType = 4;

const todos = [
  todo({
    label: '待审核协议商品',
    operation: listGoodsForManage,
    query: { itemType, goodsState: 3 },
    list: { to: '/admin-agreement-goods', search: { goodsState: 3 } },
  }),
  todo({
    label: '待发货协议订单',
    operation: listOrders,
    query: { orderType, status: 3 },
    list: { to: '/admin-agreement-order', search: { status: 3 } },
  }),
  // A request the supplier turned down, or one the platform stepped into, waits for the platform's decision.
  todo({
    label: '供应商已驳回售后',
    operation: listCenterAfterSales,
    query: { orderType, status: 2 },
    list: { to: '/admin-agreement-after-sale', search: { status: 2 } },
  }),
  todo({
    label: '平台介入中售后',
    operation: listCenterAfterSales,
    query: { orderType, status: 4 },
    list: { to: '/admin-agreement-after-sale', search: { status: 4 } },
  }),
];

const newest = [
  latest({
    title: '最新协议订单',
    operation: listOrders,
    query: { orderType },
    columns: columnsOf<components['schemas']['Order']>({
      orderNo: '订单编号',
      purchaserName: '采购单位',
      supplierName: '供应商',
      totalPrice: ['订单金额', 'money'],
      status: ['订单状态', orderStatusLabels],
    }),
    open: (order) => ({ to: '/admin-agreement-order', search: { orderNo: order.orderNo } }),
    name: (order) => order.orderNo,
  }),
  latest({
    title: '最新协议评价',
    operation: adminQueryEvaluateList,
    query: { itemType },
    columns: columnsOf<components['schemas']['Evaluate']>({
      goodsName: '商品名称',
      supplierName: '供应商',
      score: ['综合评分', evaluateScoreLabels],
      createTime: ['评价时间', 'dateTime'],
    }),
    open: (evaluation) => ({ to: '/admin-agreement-evaluate', search: { orderNo: evaluation.orderNo } }),
    name: (evaluation) => `${evaluation.orderNo} ${evaluation.goodsName}`,
  }),
];

/** 协议采购管理: agreement goods to review, orders to ship, after-sales waiting for the platform; the newest orders and evaluations. */
export function AgreementGroupPage() {
  return <GroupPage todos={todos} latest={newest} />;
}
