import { applyContractPayment, type components, purchaserOrderContractPage } from '@zc/sdk';
import { orderContractPayStatusLabels, orderContractSignStatusLabels } from '@zc/sdk/labels';
import { useState } from 'react';
import { RecordLink } from '@/features/orders/RecordLink.tsx';
import { useList } from '@/shared/list/use-list.ts';
import { IfAllowed } from '@/shared/permission/may-call.tsx';
import { Button } from '@/shared/ui/Button.tsx';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { FileLink } from '@/shared/ui/Upload/AttachmentLink.tsx';
import { ApplyPaymentDialog } from './ApplyPaymentDialog.tsx';
import { purchaserContractFilters } from './filters.ts';

type Contract = components['schemas']['OrderContract'];

/** A contract signed by both sides with something left to pay may be paid. */
const payable = (contract: Contract) => contract.signStatus === 2 && contract.payStatus !== 2;

/** 采购合同: the organisation's order contracts, their signature and what finance has paid on each. */
export function PurchaserContractPage() {
  const list = useList(purchaserOrderContractPage, purchaserContractFilters);
  const [paying, setPaying] = useState<Contract>();
  const columns = columnsOf<Contract>({
    contractNo: '合同编号',
    contractName: '合同名称',
    orderNo: {
      header: '订单编号',
      cell: (contract) => (
        <RecordLink to="/purchase/order-detail" id={contract.orderId}>
          {contract.orderNo}
        </RecordLink>
      ),
    },
    supplierName: '供应商',
    amount: ['合同金额', 'money'],
    paidAmount: ['已付金额', 'money'],
    payStatus: ['付款状态', orderContractPayStatusLabels],
    signStatus: ['签署状态', orderContractSignStatusLabels],
    createTime: ['创建时间', 'dateTime'],
    file: { header: '合同文件', cell: (contract) => <FileLink file={contract.file} /> },
    actions: {
      header: '操作',
      cell: (contract) =>
        payable(contract) ? (
          <IfAllowed call={applyContractPayment}>
            <Button variant="text" size="sm" onClick={() => setPaying(contract)}>
              申请付款
            </Button>
          </IfAllowed>
        ) : null,
    },
  });
  return (
    <>
      <ListPage label="采购合同" list={list} columns={columns} />
      {paying && <ApplyPaymentDialog contract={paying} onClose={() => setPaying(undefined)} />}
    </>
  );
}
