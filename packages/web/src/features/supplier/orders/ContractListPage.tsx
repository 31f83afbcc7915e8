import { type components, getSupplierOrderContractPage } from '@zc/sdk';
import { orderContractPayStatusLabels, orderContractSignStatusLabels } from '@zc/sdk/labels';
import { useList } from '@/shared/list/use-list.ts';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { FileLink } from '@/shared/ui/Upload/AttachmentLink.tsx';
import { contractFilters } from './filters.ts';

const columns = columnsOf<components['schemas']['OrderContract']>({
  contractNo: '合同编号',
  contractName: '合同名称',
  orderNo: '订单编号',
  projectName: '项目名称',
  purchaserName: '采购单位',
  amount: ['合同金额', 'money'],
  paidAmount: ['已收款', 'money'],
  payStatus: ['收款状态', orderContractPayStatusLabels],
  signStatus: ['签署状态', orderContractSignStatusLabels],
  signTime: ['签署时间', 'dateTime'],
  createTime: ['创建时间', 'dateTime'],
  file: { header: '合同文件', cell: (contract) => <FileLink file={contract.file} /> },
});

/** 供应商合同: contracts drawn up for this supplier's orders and their signature state. */
export function ContractListPage() {
  const list = useList(getSupplierOrderContractPage, contractFilters);
  return <ListPage label="合同列表" list={list} columns={columns} />;
}
