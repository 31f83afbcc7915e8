import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { getOrderInfoByIdQueryOptions } from '@zc/sdk/react';
import { OrderSections } from '@/features/orders/order-sections.tsx';
import { BusinessFlowDiagram } from '@/features/workflow/shared/InstanceProgress.tsx';
import { usePageSearch } from '@/shared/page/page.tsx';
import { QueryState } from '@/shared/ui/QueryState.tsx';
import { ApproveLogs } from '../orders/ApproveLogs.tsx';
import { useApprovalActions } from './ApprovalActions.tsx';

/** 订单审批详情 (`?id=`): the order to decide, with its approval history; back to the list once decided. */
export function OrderCheckDetailPage() {
  const { id } = usePageSearch('/purchase/order-check-detail');
  const query = useQuery({ ...getOrderInfoByIdQueryOptions({ path: { id: id ?? '' } }), enabled: Boolean(id) });
  const navigate = useNavigate();
  const actions = useApprovalActions(() => navigate({ to: '/purchase/order-check' }));
  if (!id) return <p className="rounded bg-white p-10 text-center text-sm text-slate-400">未指定订单</p>;
  return (
    <QueryState query={query}>
      {(info) => (
        <>
          <OrderSections info={info} actions={info.order.status === 0 ? actions.buttons(info.order) : undefined}>
            <ApproveLogs logs={info.approveLogs} />
            <BusinessFlowDiagram businessKey={info.order.id} />
          </OrderSections>
          {actions.dialogs}
        </>
      )}
    </QueryState>
  );
}
