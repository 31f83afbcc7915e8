import { useCheckOrder } from '@zc/sdk/react';
import { type ReactNode, useState } from 'react';
import { approveSchema, refuseSchema } from '@/features/orders/order-forms.ts';
import { Permission } from '@/shared/permission/Permission.tsx';
import { Button } from '@/shared/ui/Button.tsx';
import { FormDialog } from '@/shared/ui/FormDialog/FormDialog.tsx';
import { TextAreaField } from '@/shared/ui/FormDialog/fields.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';

interface Pending {
  id: string;
  orderNo: string;
}

/** 同意 (with an optional opinion) and 驳回 (with the reason the buyer reads) of orders waiting for approval. */
export function useApprovalActions(onDone?: () => void) {
  const [dialog, setDialog] = useState<{ result: 1 | 2; order: Pending }>();
  const check = useCheckOrder();
  const close = () => setDialog(undefined);
  const decide = async (order: Pending, result: 1 | 2, opinion?: string) => {
    await check.mutateAsync({ body: { ids: [order.id], result, opinion } });
    toast.success(result === 1 ? '已同意，订单已送供应商确认' : '已驳回订单');
    onDone?.();
  };

  const buttons = (order: Pending): ReactNode => (
    <Permission value="order:check">
      <Button variant="text" size="sm" onClick={() => setDialog({ result: 1, order })}>
        同意
      </Button>
      <Button variant="text" size="sm" onClick={() => setDialog({ result: 2, order })}>
        驳回
      </Button>
    </Permission>
  );

  const dialogs = dialog ? (
    <FormDialog
      open
      onOpenChange={(open) => !open && close()}
      title={`${dialog.result === 1 ? '同意' : '驳回'}订单：${dialog.order.orderNo}`}
      schema={dialog.result === 1 ? approveSchema : refuseSchema}
      defaultValues={{ opinion: '' }}
      onSubmit={({ opinion }) => decide(dialog.order, dialog.result, opinion)}
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
  ) : null;

  return { buttons, dialogs };
}
