import { confirmContractPayment, pageContractPayments } from '@zc/sdk';
import { useConfirmContractPayment } from '@zc/sdk/react';
import { useList } from '@/shared/list/use-list.ts';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { paymentConfirmFilters } from './filters.ts';
import { type Payment, paymentColumns } from './payment-columns.tsx';
import { usePaymentDecisions } from './payment-decisions.tsx';

/** 付款确认: the payments waiting for finance, confirmed with the bank's transaction number or rejected. */
export function PaymentConfirmPage() {
  const list = useList(pageContractPayments, paymentConfirmFilters, { query: { status: 0 } });
  const confirm = useConfirmContractPayment();
  const decisions = usePaymentDecisions<Payment>(
    confirmContractPayment,
    (payment) => ({ ...payment, no: payment.paymentNo }),
    (payment, decision) => confirm.mutateAsync({ body: { id: payment.id, ...decision } }),
  );
  const columns = [...paymentColumns, ...columnsOf<Payment>({ actions: { header: '操作', cell: decisions.actions } })];
  return (
    <>
      <ListPage label="待确认付款" list={list} columns={columns} />
      {decisions.dialog}
    </>
  );
}
