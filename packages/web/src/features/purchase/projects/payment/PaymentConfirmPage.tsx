import { confirmProjectContractPayment, pageProjectContractPayments } from '@zc/sdk';
import { useConfirmProjectContractPayment } from '@zc/sdk/react';
import { type Payment, paymentColumns } from '@/features/projects/contract-columns.tsx';
import { usePaymentDecisions } from '@/features/purchase/payment/payment-decisions.tsx';
import { type SettlementId, settlements } from '@/features/purchase/projects/modes.ts';
import { useList } from '@/shared/list/use-list.ts';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { paymentFilters } from '../filters.ts';

/** {mode}付款确认: finance confirms each payment asked for with the bank's transaction number, or rejects it. */
export function PaymentConfirmPage({ mode: id }: { mode: SettlementId }) {
  const mode = settlements[id];
  const list = useList(pageProjectContractPayments, paymentFilters, { query: { projectType: mode.projectType } });
  const confirm = useConfirmProjectContractPayment();
  const decisions = usePaymentDecisions<Payment>(
    confirmProjectContractPayment,
    (payment) => ({ ...payment, no: payment.contractNo ?? payment.id }),
    (payment, decision) => confirm.mutateAsync({ body: { id: payment.id, ...decision } }),
  );
  const columns = [
    ...paymentColumns,
    ...columnsOf<Payment>({
      actions: { header: '操作', cell: (payment) => payment.payStatus === 0 && decisions.actions(payment) },
    }),
  ];
  return (
    <>
      <ListPage label={`${mode.word}付款确认`} list={list} columns={columns} />
      {decisions.dialog}
    </>
  );
}
