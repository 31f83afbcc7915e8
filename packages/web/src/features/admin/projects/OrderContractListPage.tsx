import { type components, getAdminOrderContractPage } from '@zc/sdk';
import { orderContractPayStatusLabels, orderContractSignStatusLabels } from '@zc/sdk/labels';
import { useList } from '@/shared/list/use-list.ts';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { FileLink } from '@/shared/ui/Upload/AttachmentLink.tsx';
import { labelsOf, usePurchaserOrgOptions } from '../shared/pickers.tsx';
import { useSupplierLabels } from '../shared/suppliers.tsx';
import { orderContractFilters } from './filters.ts';

const columns = columnsOf<components['schemas']['OrderContract']>({
  contractNo: '合同编号',
  contractName: '合同名称',
  orderNo: '订单编号',
  purchaserName: '采购单位',
  supplierName: '供应商',
  amount: ['合同金额', 'money'],
  paidAmount: ['已付金额', 'money'],
  signStatus: ['签署状态', orderContractSignStatusLabels],
  payStatus: ['付款状态', orderContractPayStatusLabels],
  signTime: ['签署时间', 'dateTime'],
  file: { header: '合同文件', cell: (contract) => <FileLink file={contract.file} /> },
});

/** 合同管理: the contracts of every unit's orders, with their signing and payment. */
export function OrderContractListPage() {
  const labels = { purchaserId: labelsOf(usePurchaserOrgOptions()), ...useSupplierLabels() };
  const list = useList(getAdminOrderContractPage, orderContractFilters, { labels });
  return <ListPage label="订单合同" list={list} columns={columns} />;
}
