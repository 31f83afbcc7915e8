import { type components, confirmProjectContractPayment, pageProjectContractPayments } from '@zc/sdk';
import { paymentLogPayStatusLabels } from '@zc/sdk/labels';
import { useConfirmProjectContractPayment } from '@zc/sdk/react';
import { useState } from 'react';
import { PaymentDecisionDialog } from '@/features/purchase/payment/PaymentDecisionDialog.tsx';
import { useList } from '@/shared/list/use-list.ts';
import { IfAllowed } from '@/shared/permission/may-call.tsx';
import { Button } from '@/shared/ui/Button.tsx';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { paymentFilters } from '../filters.ts';
import { type ModeId, modes } from '../modes.ts';

export type Payment = components['schemas']['PaymentLog'];

/** {mode}付款确认: finance confirms each payment asked for with the bank's transaction number, or rejects it. */
export function PaymentConfirmPage({ mode: id }: { mode: ModeId }) {
  const mode = modes[id];
  const list = useList(pageProjectContractPayments, paymentFilters, { query: { projectType: mode.projectType } });
  const [deciding, setDeciding] = useState<{ payment: Payment; result: 1 | 2 }>();
  const confirm = useConfirmProjectContractPayment();
  const columns = columnsOf<Payment>({
    contractNo: '合同编号',
    projectName: '项目名称',
    supplierName: '收款供应商',
    amount: ['付款金额', 'money'],
    payStatus: ['付款状态', paymentLogPayStatusLabels],
    applicantName: '申请人',
    createTime: ['申请时间', 'dateTime'],
    tradeNo: '交易流水号',
    remark: '备注',
    actions: {
      header: '操作',
      cell: (payment) =>
        payment.payStatus === 0 && (
          <IfAllowed call={confirmProjectContractPayment}>
            <Button variant="text" size="sm" onClick={() => setDeciding({ payment, result: 1 })}>
              确认付款
            </Button>
            <Button variant="text" size="sm" onClick={() => setDeciding({ payment, result: 2 })}>
              驳回
            </Button>
          </IfAllowed>
        ),
    },
  });
  return (
    <>
      <ListPage label={`${mode.word}付款确认`} list={list} columns={columns} />
      {deciding && (
        <PaymentDecisionDialog
          payment={{ ...deciding.payment, no: deciding.payment.contractNo ?? deciding.payment.id }}
          result={deciding.result}
          decide={(decision) => confirm.mutateAsync({ body: { id: deciding.payment.id, ...decision } })}
          onClose={() => setDeciding(undefined)}
        />
      )}
    </>
  );
}
