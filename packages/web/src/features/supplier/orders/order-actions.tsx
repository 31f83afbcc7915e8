import { useMutation, useQueryClient } from '@tanstack/react-query';
import { exportOrderLogistics, exportSupplierOrders, type Input, syncSupplierOrder, syncSupplierOrders } from '@zc/sdk';
import { useUpdateOrderStatus } from '@zc/sdk/react';
import { type ReactNode, useState } from 'react';
import { ExportButton } from '@/features/orders/ExportButton.tsx';
import { Permission } from '@/shared/permission/Permission.tsx';
import { Button } from '@/shared/ui/Button.tsx';
import { confirm } from '@/shared/ui/ConfirmDialog/confirm.ts';
import { toast } from '@/shared/ui/Toast/toast.ts';
import { DeliverDialog } from './DeliverDialog.tsx';
import { InvoiceDialog } from './InvoiceDialog.tsx';
import { acceptable, invoiceable, shippable } from './rules.ts';

export interface ActionableOrder {
  id: string;
  orderNo: string;
  status: number;
  totalPrice: number;
  thirdOrderNo?: string;
}

// The sync calls are GETs in the spec, so the SDK gives them as queries; here they are actions that change orders.
const refreshOrders = (queryClient: ReturnType<typeof useQueryClient>) =>
  queryClient.invalidateQueries({ queryKey: ['orders'] });

/** 同步: one e-commerce order's state fetched again from the supplier's own system. */
function useSyncOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => syncSupplierOrder({ path: { id } }),
    onSuccess: async () => {
      await refreshOrders(queryClient);
      toast.success('同步成功');
    },
  });
}

/** 全部同步: every open e-commerce order of this supplier. */
function useSyncAllOrders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => syncSupplierOrders(),
    onSuccess: async (result) => {
      await refreshOrders(queryClient);
      toast.success(`同步完成：共 ${result.total} 单，成功 ${result.success} 单，失败 ${result.fail} 单`);
    },
  });
}

/** The buttons a supplier has on an order (ship, invoice, sync), each behind its permission, and their dialogs. */
export function useOrderActions() {
  const [dialog, setDialog] = useState<{ kind: 'deliver' | 'invoice'; order: ActionableOrder }>();
  const sync = useSyncOrder();
  const update = useUpdateOrderStatus();
  const close = () => setDialog(undefined);
  const accept = async (order: ActionableOrder) => {
    if (!(await confirm({ title: '接单', message: `确定接受订单 ${order.orderNo} 并安排发货吗？` }))) return;
    await update.mutateAsync({ body: { orderId: order.id, status: 3, remark: '供应商已接单' } });
    toast.success('已接单，请尽快发货');
  };

  const buttons = (order: ActionableOrder): ReactNode => (
    <>
      {acceptable(order.status) && (
        <Permission value="order:deliver">
          <Button variant="text" size="sm" onClick={() => accept(order).catch(() => {})}>
            接单
          </Button>
        </Permission>
      )}
      {shippable(order.status) && (
        <Permission value="order:deliver">
          <Button variant="text" size="sm" onClick={() => setDialog({ kind: 'deliver', order })}>
            发货
          </Button>
        </Permission>
      )}
      {invoiceable(order.status) && (
        <Permission value="order:invoice">
          <Button variant="text" size="sm" onClick={() => setDialog({ kind: 'invoice', order })}>
            上传发票
          </Button>
        </Permission>
      )}
      {order.thirdOrderNo && (
        <Button
          variant="text"
          size="sm"
          loading={sync.isPending && sync.variables === order.id}
          onClick={() => sync.mutate(order.id)}
        >
          同步
        </Button>
      )}
    </>
  );

  const dialogs =
    dialog?.kind === 'deliver' ? (
      <DeliverDialog order={dialog.order} onClose={close} />
    ) : dialog?.kind === 'invoice' ? (
      <InvoiceDialog order={dialog.order} onClose={close} />
    ) : null;

  return { buttons, dialogs };
}

/** 导出 and 导出物流 of the orders the list's filters show and, on the e-commerce list, 全部同步. */
export function OrderToolbar({
  params,
  syncAll = false,
}: {
  params: NonNullable<Input<'exportSupplierOrders'>['query']>;
  syncAll?: boolean;
}) {
  const syncAllOrders = useSyncAllOrders();
  const { orderNo, startTime, endTime } = params;
  return (
    <>
      <ExportButton operation={exportSupplierOrders} input={{ query: params }} />
      <ExportButton operation={exportOrderLogistics} input={{ query: { orderNo, startTime, endTime } }}>
        导出物流
      </ExportButton>
      {syncAll && (
        <Button loading={syncAllOrders.isPending} onClick={() => syncAllOrders.mutate()}>
          全部同步
        </Button>
      )}
    </>
  );
}
