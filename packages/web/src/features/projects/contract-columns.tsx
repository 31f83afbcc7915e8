import type { components } from '@zc/sdk';
import { paymentLogPayStatusLabels } from '@zc/sdk/labels';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';

export type Contract = components['schemas']['ProjectContract'];
export type Payment = components['schemas']['PaymentLog'];

/** A payment asked for against a project contract, as the project manager and finance read it. */
export const paymentColumns = columnsOf<Payment>({
  contractNo: '合同编号',
  projectName: '项目名称',
  supplierName: '收款供应商',
  amount: ['付款金额', 'money'],
  payStatus: ['付款状态', paymentLogPayStatusLabels],
  applicantName: '申请人',
  createTime: ['申请时间', 'dateTime'],
  tradeNo: '交易流水号',
});
