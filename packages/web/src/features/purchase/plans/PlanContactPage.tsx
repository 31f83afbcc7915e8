import { type components, listPlanBindableOrders } from '@zc/sdk';
import { orderStatusLabels, orderTypeLabels } from '@zc/sdk/labels';
import { useBindPlanOrders } from '@zc/sdk/react';
import { useList } from '@/shared/list/use-list.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';
import { useApprovedPlanLabels } from './approved-plans.ts';
import { bindableOrderFilters } from './filters.ts';
import { PlanState } from './PlanState.tsx';

type Order = components['schemas']['Order'];

/** 采购计划关联订单: the organisation's orders not yet bound to a plan; tick some and bind them to an approved plan. */
export function PlanContactPage() {
  // The approved plans are the ones orders can be bound to.
  const planLabels = useApprovedPlanLabels();
  const list = useList(listPlanBindableOrders, bindableOrderFilters, { labels: { planId: planLabels } });
  const planId = list.values.planId as string | undefined;
  // Bound orders leave the orders domain's list.
  const bind = useBindPlanOrders({ invalidates: ['orders'] });
  const bindOrders = async (orders: Order[]) => {
    if (!planId) {
      toast.error('请先在筛选条件中选择采购计划');
      return;
    }
    await bind.mutateAsync({ body: { planId, orderIds: orders.map((order) => order.id) } });
    toast.success(`已将 ${orders.length} 个订单绑定到采购计划`);
  };
  const columns = columnsOf<Order>({
    orderNo: '订单编号',
    orderType: ['订单类型', orderTypeLabels],
    supplierName: '供应商',
    totalPrice: ['订单金额', 'money'],
    status: ['订单状态', orderStatusLabels],
    createTime: ['下单时间', 'dateTime'],
  });
  return (
    <ListPage
      label="可关联订单"
      list={list}
      columns={columns}
      batchActions={(orders) => (
        <Button variant="primary" size="sm" disabled={bind.isPending} onClick={() => bindOrders(orders)}>
          绑定到采购计划
        </Button>
      )}
    >
      {planId && <PlanState planId={planId} />}
    </ListPage>
  );
}
