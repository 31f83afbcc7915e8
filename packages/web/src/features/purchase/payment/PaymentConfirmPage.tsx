import { confirmContractPayment, pageContractPayments } from '@zc/sdk';
import { useConfirmContractPayment } from '@zc/sdk/react';
import { useState } from 'react';
import { useList } from '@/shared/list/use-list.ts';
import { IfAllowed } from '@/shared/permission/may-call.tsx';
import { Button } from '@/shared/ui/Button.tsx';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { paymentConfirmFilters } from './filters.ts';
import { PaymentDecisionDialog } from './PaymentDecisionDialog.tsx';
import { type Payment, paymentColumns } from './payment-columns.tsx';

/** 付款确认: the payments waiting for finance, confirmed with the bank's transaction number or rejected. */
export function PaymentConfirmPage() {
  const list = useList(pageContractPayments, paymentConfirmFilters, { query: { status: 0 } });
  const [deciding, setDeciding] = useState<{ payment: Payment; result: 1 | 2 }>();
  const confirm = useConfirmContractPayment();
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
      {deciding && (
        <PaymentDecisionDialog
          payment={{ ...deciding.payment, no: deciding.payment.paymentNo }}
          result={deciding.result}
          decide={(decision) => confirm.mutateAsync({ body: { id: deciding.payment.id, ...decision } })}
          onClose={() => setDeciding(undefined)}
        />
      )}
    </>
  );
}
