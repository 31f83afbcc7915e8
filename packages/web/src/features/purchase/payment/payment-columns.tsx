import type { components } from '@zc/sdk';
import { contractPayMethodLabels, contractPaymentStatusLabels } from '@zc/sdk/labels';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';

export type Payment = components['schemas']['ContractPayment'];

/** The columns every payment list shows, before its own. */
export const paymentColumns = columnsOf<Payment>({
  paymentNo: '付款单号',
  contractNo: '合同编号',
  contractName: '合同名称',
  supplierName: '收款供应商',
  amount: ['付款金额', 'money'],
  payMethod: ['付款方式', contractPayMethodLabels],
  status: ['付款状态', contractPaymentStatusLabels],
  applicantName: '申请人',
  applyTime: ['申请时间', 'dateTime'],
  remark: '备注',
});
