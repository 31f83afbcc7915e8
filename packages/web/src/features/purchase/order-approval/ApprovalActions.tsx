import { useCheckOrder } from '@zc/sdk/react';
import { type ReactNode, useState } from 'react';
import { approveSchema, refuseSchema } from '@/features/orders/order-forms.ts';
import { Permission } from '@/shared/permission/Permission.tsx';
import { type BatchOutcome, BatchReport } from '@/shared/ui/BatchReport/BatchReport.tsx';
import { runEach } from '@/shared/ui/BatchReport/run-each.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { FormDialog } from '@/shared/ui/FormDialog/FormDialog.tsx';
import { TextAreaField } from '@/shared/ui/FormDialog/fields.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';

interface Pending {
  id: string;
  orderNo: string;
}

type Result = 1 | 2;
const words = { 1: '同意', 2: '驳回' } as const;

/**
 * 同意 (with an optional opinion) and 驳回 (with the reason the buyer reads) of orders waiting for approval, one or
 * several with one opinion: each order is decided on its own, so one refused leaves the others decided, and the
 * report names each that did not go through with the platform's reason.
 */
export function useApprovalActions(onDone?: () => void) {
  const [dialog, setDialog] = useState<{ result: Result; orders: Pending[] }>();
  const [report, setReport] = useState<{ title: string; outcome: BatchOutcome }>();
  const check = useCheckOrder();
  const close = () => setDialog(undefined);
  const decide = async (orders: Pending[], result: Result, opinion?: string) => {
    const call = (order: Pending) => check.mutateAsync({ body: { ids: [order.id], result, opinion } });
    const [only] = orders;
    if (only && orders.length === 1) {
      await call(only);
      toast.success(result === 1 ? '已同意，订单已送供应商确认' : '已驳回订单');
    } else {
      const { done, failed } = await runEach(orders, (order) => order.orderNo, call);
      const word = words[result];
      setReport({
        title: `批量${word}订单`,
        outcome: { done: `已${word} ${done} 个订单`, failed, notDone: '个未完成' },
      });
    }
    onDone?.();
  };

  const buttons = (order: Pending): ReactNode => (
    <Permission value="order:check">
      <Button variant="text" size="sm" onClick={() => setDialog({ result: 1, orders: [order] })}>
        同意
      </Button>
      <Button variant="text" size="sm" onClick={() => setDialog({ result: 2, orders: [order] })}>
        驳回
      </Button>
    </Permission>
  );

  const batchButtons = (orders: Pending[]): ReactNode => (
    <Permission value="order:check">
      <Button size="sm" variant="primary" onClick={() => setDialog({ result: 1, orders })}>
        批量同意
      </Button>
      <Button size="sm" variant="danger" onClick={() => setDialog({ result: 2, orders })}>
        批量驳回
      </Button>
    </Permission>
  );

  const dialogs = (
    <>
      {dialog && (
        <FormDialog
          open
          onOpenChange={(open) => !open && close()}
          title={
            dialog.orders.length === 1
              ? `${words[dialog.result]}订单：${dialog.orders[0]?.orderNo}`
              : `${words[dialog.result]}选中的 ${dialog.orders.length} 个订单`
          }
          schema={dialog.result === 1 ? approveSchema : refuseSchema}
          defaultValues={{ opinion: '' }}
          onSubmit={({ opinion }) => decide(dialog.orders, dialog.result, opinion)}
        >
          {(form) => (
            <TextAreaField
              form={form}
              name="opinion"
              label={dialog.result === 1 ? '审批意见' : '驳回原因'}
              required={dialog.result === 2}
            />
          )}
        </FormDialog>
      )}
      {report && <BatchReport {...report} onClose={() => setReport(undefined)} />}
    </>
  );

  return { buttons, batchButtons, dialogs };
}
