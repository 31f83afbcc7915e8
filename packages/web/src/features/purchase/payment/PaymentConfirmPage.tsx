import { confirmContractPayment, pageContractPayments } from '@zc/sdk';
import { useConfirmContractPayment } from '@zc/sdk/react';
import { useState } from 'react';
import { useList } from '@/shared/list/use-list.ts';
import { IfAllowed } from '@/shared/permission/may-call.tsx';
import { Button } from '@/shared/ui/Button.tsx';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { FormDialog } from '@/shared/ui/FormDialog/FormDialog.tsx';
import { TextAreaField, TextField } from '@/shared/ui/FormDialog/fields.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';
import { paymentConfirmFilters } from './filters.ts';
import { type Payment, paymentColumns } from './payment-columns.tsx';
import { confirmPaymentSchema, rejectPaymentSchema } from './payment-form.ts';

/** 付款确认: the payments waiting for finance, confirmed with the bank's transaction number or rejected. */
export function PaymentConfirmPage() {
  const list = useList(pageContractPayments, paymentConfirmFilters, { query: { status: 0 } });
  const [deciding, setDeciding] = useState<{ payment: Payment; result: 1 | 2 }>();
  const columns = [
    ...paymentColumns,
    ...columnsOf<Payment>({
      actions: {
        header: '操作',
        cell: (payment) => (
          <IfAllowed call={confirmContractPayment}>
            <Button variant="text" size="sm" onClick={() => setDeciding({ payment, result: 1 })}>
              确认付款
            </Button>
            <Button variant="text" size="sm" onClick={() => setDeciding({ payment, result: 2 })}>
              驳回
            </Button>
          </IfAllowed>
        ),
      },
    }),
  ];
  return (
    <>
      <ListPage label="待确认付款" list={list} columns={columns} />
      {deciding && <DecisionDialog {...deciding} onClose={() => setDeciding(undefined)} />}
    </>
  );
}

function DecisionDialog({ payment, result, onClose }: { payment: Payment; result: 1 | 2; onClose: () => void }) {
  const decide = useConfirmContractPayment();
  const onOpenChange = (open: boolean) => !open && onClose();
  const title = `${result === 1 ? '确认付款' : '驳回付款'}：${payment.paymentNo}`;
  const summary = (
    <p className="text-sm text-slate-600">
      {payment.supplierName}，合同 {payment.contractNo}，付款金额 {payment.amount.toFixed(2)} 元
    </p>
  );
  return result === 1 ? (
    <FormDialog
      open
      onOpenChange={onOpenChange}
      title={title}
      schema={confirmPaymentSchema}
      defaultValues={{ tradeNo: '' }}
      onSubmit={async ({ tradeNo }) => {
        await decide.mutateAsync({ body: { id: payment.id, result: 1, tradeNo } });
        toast.success('已确认付款，供应商可在合同中看到已付金额');
        onClose();
      }}
    >
      {(form) => (
        <>
          {summary}
          <TextField form={form} name="tradeNo" label="交易流水号" required />
        </>
      )}
    </FormDialog>
  ) : (
    <FormDialog
      open
      onOpenChange={onOpenChange}
      title={title}
      schema={rejectPaymentSchema}
      defaultValues={{ rejectReason: '' }}
      onSubmit={async ({ rejectReason }) => {
        await decide.mutateAsync({ body: { id: payment.id, result: 2, rejectReason } });
        toast.success('已驳回付款申请');
        onClose();
      }}
    >
      {(form) => (
        <>
          {summary}
          <TextAreaField form={form} name="rejectReason" label="驳回原因" required />
        </>
      )}
    </FormDialog>
  );
}
