import { useNavigate } from '@tanstack/react-router';
import { type components, listDemands, submitDemand } from '@zc/sdk';
import { demandStatusLabels } from '@zc/sdk/labels';
import { useList } from '@/shared/list/use-list.ts';
import { IfAllowed } from '@/shared/permission/may-call.tsx';
import { Button } from '@/shared/ui/Button.tsx';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { StateTabs, withoutFilter } from '@/shared/ui/ListPage/StateTabs.tsx';
import { DemandLink } from './DemandLink.tsx';
import { DemandOrderActions } from './DemandOrderActions.tsx';
import { DemandOrders } from './DemandOrders.tsx';
import { demandOrderStateFilters } from './filters.ts';

type Demand = components['schemas']['OrderDemand'];

/** The states a demand order goes through, in the order the applicant follows them. */
const states = [0, 2, 1, 3] as const;

/**
 * 需求订单: the applicant's demand orders one state at a time: 已提交 ones wait to be collected and may still be
 * revised, 已退回 ones are revised and submitted again, 已下单 ones open the orders they became.
 */
export function DemandOrderPage() {
  const list = useList(listDemands, demandOrderStateFilters, { query: { status: states[0] } });
  const navigate = useNavigate();
  const columns = columnsOf<Demand>({
    demandNo: { header: '需求单号', cell: (demand) => <DemandLink demandNo={demand.demandNo} /> },
    demandName: '需求名称',
    goodsCount: '商品数量',
    totalPrice: ['需求金额', 'money'],
    expectDate: '期望到货日期',
    backReason: '退回原因',
    orderIds: { header: '生成订单', cell: (demand) => <DemandOrders ids={demand.orderIds ?? []} /> },
    createTime: ['提交时间', 'dateTime'],
    actions: { header: '操作', cell: (demand) => <DemandOrderActions demand={demand} /> },
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
