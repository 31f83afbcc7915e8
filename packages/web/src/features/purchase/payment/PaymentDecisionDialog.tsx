import { FormDialog } from '@/shared/ui/FormDialog/FormDialog.tsx';
import { TextAreaField, TextField } from '@/shared/ui/FormDialog/fields.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';
import { confirmPaymentSchema, rejectPaymentSchema } from './payment-form.ts';

export type PaymentDecision = { result: 1; tradeNo: string } | { result: 2; rejectReason: string };

/** What finance decides on: the payment's number, and its supplier, contract and amount. */
export interface DecidedPayment {
  no: string;
  supplierName?: string;
  contractNo?: string;
  amount: number;
}

/**
 * Confirms a payment with the bank's transaction number (result 1) or rejects it with a reason (result 2), through
 * the call of its kind of contract (an order's, a project's).
 */
export function PaymentDecisionDialog({
  payment,
  result,
  decide,
  onClose,
}: {
  payment: DecidedPayment;
  result: 1 | 2;
  decide: (decision: PaymentDecision) => Promise<unknown>;
  onClose: () => void;
}) {
  const onOpenChange = (open: boolean) => !open && onClose();
  const title = `${result === 1 ? '确认付款' : '驳回付款'}：${payment.no}`;
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
        await decide({ result: 1, tradeNo });
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
        await decide({ result: 2, rejectReason });
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
