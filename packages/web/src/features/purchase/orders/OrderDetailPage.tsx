import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { components } from '@zc/sdk';
import { getAfterSaleNumEnableQueryOptions, getOrderInfoByIdQueryOptions } from '@zc/sdk/react';
import { ApproveLogs } from '@/features/orders/ApproveLogs.tsx';
import { orderLineColumns } from '@/features/orders/order-lines.tsx';
import { OrderSections } from '@/features/orders/order-sections.tsx';
import { afterSaleOpen } from '@/features/orders/rules.ts';
import { BusinessFlowDiagram } from '@/features/workflow/shared/InstanceProgress.tsx';
import { usePageSearch } from '@/shared/page/page.tsx';
import { usePermission } from '@/shared/permission/use-permission.ts';
import { RecordPage } from '@/shared/ui/RecordPage/RecordPage.tsx';
import { orderChooser } from './choosers.ts';
import { usePurchaseOrderActions } from './order-actions.tsx';
import { useParcelReceipt } from './ReceiveDialog.tsx';

type OrderInfo = components['schemas']['OrderInfo'];

/**
 * 订单详情 (`?id=`): the order as its purchaser sees it, with what its state allows, after-sale per line and the receipt
 * per parcel; read only for a role that does not buy.
 */
export function OrderDetailPage() {
  const { id } = usePageSearch('/purchase/order-detail');
  return (
    <RecordPage id={id} chooser={orderChooser} load={(id) => getOrderInfoByIdQueryOptions({ path: { id } })}>
      {(info) => <PurchaserOrder info={info} />}
    </RecordPage>
  );
}

function PurchaserOrder({ info }: { info: OrderInfo }) {
  const { order } = info;
  const actions = usePurchaseOrderActions({ inDetail: true });
  // Those who read the organisation's orders without buying (an approver) see no after-sale.
  const mayReturn = usePermission('order:return');
  const afterSale = afterSaleOpen(order) && mayReturn;
  const parcelAction = useParcelReceipt(order);
  const enable = useQuery({
    ...getAfterSaleNumEnableQueryOptions({ path: { orderId: order.id } }),
    enabled: afterSale,
  });
  const enableOf = (lineId: string) => enable.data?.find((row) => row.orderDetailId === lineId)?.enableNum;
  const lineColumns = orderLineColumns(
    afterSale
      ? {
          enableNum: { header: '可申请售后', align: 'right', cell: (line) => enableOf(line.id) ?? '--' },
          afterSale: {
            header: '售后',
            cell: (line) =>
              (enableOf(line.id) ?? 0) > 0 ? (
                <Link
                  to="/purchase/after-sales-apply"
                  search={{ orderId: order.id, orderDetailId: line.id }}
                  className="text-brand hover:underline"
                >
                  申请售后
                </Link>
              ) : (
                <span className="text-slate-500">不可申请</span>
              ),
          },
        }
      : {},
  );
  return (
    <>
      <OrderSections
        info={info}
        actions={actions.buttons(order, info.details)}
        lineColumns={lineColumns}
        parcelAction={parcelAction}
      >
        <ApproveLogs logs={info.approveLogs} />
        <BusinessFlowDiagram businessKey={order.id} />
      </OrderSections>
      {actions.dialogs}
    </>
  );
}
