import { useNavigate } from '@tanstack/react-router';
import { getOrderInfoByIdQueryOptions } from '@zc/sdk/react';
import { ApproveLogs } from '@/features/orders/ApproveLogs.tsx';
import { OrderSections } from '@/features/orders/order-sections.tsx';
import { BusinessFlowDiagram } from '@/features/workflow/shared/InstanceProgress.tsx';
import { usePageSearch } from '@/shared/page/page.tsx';
import { RecordPage } from '@/shared/ui/RecordPage/RecordPage.tsx';
import { orderToCheckChooser } from '../orders/choosers.ts';
import { useApprovalActions } from './ApprovalActions.tsx';

/** 订单审批详情 (`?id=`): the order to decide, with its approval history; back to the list once decided. */
export function OrderCheckDetailPage() {
  const { id } = usePageSearch('/purchase/order-check-detail');
  const navigate = useNavigate();
  const actions = useApprovalActions(() => navigate({ to: '/purchase/order-check' }));
  return (
    <RecordPage id={id} chooser={orderToCheckChooser} load={(id) => getOrderInfoByIdQueryOptions({ path: { id } })}>
      {(info) => (
        <>
          <OrderSections info={info} actions={info.order.status === 0 ? actions.buttons(info.order) : undefined}>
            <ApproveLogs logs={info.approveLogs} />
            <BusinessFlowDiagram businessKey={info.order.id} />
          </OrderSections>
          {actions.dialogs}
        </>
      )}
    </RecordPage>
  );
}
