import { useQueries } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { type components, exportDemandByOrderId, listDemands, submitDemand, updateDemand } from '@zc/sdk';
import { demandStatusLabels } from '@zc/sdk/labels';
import { getOrderQueryOptions } from '@zc/sdk/react';
import { useDownload } from '@/shared/hooks/use-download.ts';
import { useList } from '@/shared/list/use-list.ts';
import { IfAllowed, useMayCall } from '@/shared/permission/may-call.tsx';
import { Button } from '@/shared/ui/Button.tsx';
import { RowActions } from '@/shared/ui/controls/RowActions.tsx';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { StateTabs, withoutFilter } from '@/shared/ui/ListPage/StateTabs.tsx';
import { DemandLink } from './DemandLink.tsx';
import { demandOrderStateFilters } from './filters.ts';

type Demand = components['schemas']['OrderDemand'];

/** The states a demand order goes through, in the order the applicant follows them. */
const states = [0, 2, 1, 3] as const;

/** The orders a demand order became, by their numbers (the supplier on hover), each opening its order. */
function DemandOrders({ ids }: { ids: readonly string[] }) {
  const orders = useQueries({ queries: ids.map((id) => getOrderQueryOptions({ path: { id } })) });
  if (ids.length === 0) return '--';
  return (
    <span className="flex flex-col">
      {orders.map((order, index) => (
        <Link
          key={ids[index]}
          to="/purchase/order-detail"
          search={{ id: ids[index] }}
          title={order.data?.supplierName}
          className="text-brand hover:underline"
        >
          {order.data?.orderNo ?? '订单加载中…'}
        </Link>
      ))}
    </span>
  );
}

/**
 * 需求订单: the applicant's demand orders one state at a time: 已提交 ones wait to be collected and may still be
 * revised, 已退回 ones are revised and submitted again, 已下单 ones open the orders they became.
 */
export function DemandOrderPage() {
  const list = useList(listDemands, demandOrderStateFilters, { query: { status: states[0] } });
  const navigate = useNavigate();
  const mayRevise = useMayCall(updateDemand);
  const exportOne = useDownload(exportDemandByOrderId);
  const revise = (demand: Demand) => navigate({ to: '/purchase/add-demand', search: { demandNo: demand.demandNo } });
  const columns = columnsOf<Demand>({
    demandNo: { header: '需求单号', cell: (demand) => <DemandLink demandNo={demand.demandNo} /> },
    demandName: '需求名称',
    goodsCount: '商品数量',
    totalPrice: ['需求金额', 'money'],
    expectDate: '期望到货日期',
    backReason: '退回原因',
    orderIds: { header: '生成订单', cell: (demand) => <DemandOrders ids={demand.orderIds ?? []} /> },
    createTime: ['提交时间', 'dateTime'],
    actions: {
      header: '操作',
      cell: (demand) => (
        <RowActions
          actions={[
            {
              label: demand.status === 2 ? '修改后重新提交' : '修改',
              onClick: () => revise(demand),
              hidden: !mayRevise || (demand.status !== 0 && demand.status !== 2),
            },
            { label: '导出明细', onClick: () => exportOne.mutate({ path: { orderId: demand.id } }) },
          ]}
        />
      ),
    },
  });
  const toolbar = (
    <IfAllowed call={submitDemand}>
      <Button variant="primary" onClick={() => navigate({ to: '/purchase/add-demand', search: {} })}>
        新增需求
      </Button>
    </IfAllowed>
  );
  return (
    <ListPage label="需求订单" list={withoutFilter(list, 'status')} columns={columns} toolbar={toolbar}>
      <StateTabs label="需求状态" name="status" list={list} tabs={states} labels={demandStatusLabels} />
    </ListPage>
  );
}
