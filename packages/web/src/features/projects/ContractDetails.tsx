import { useQuery } from '@tanstack/react-query';
import type { components } from '@zc/sdk';
import { contractStatusLabels } from '@zc/sdk/labels';
import { pageProjectContractPaymentsQueryOptions } from '@zc/sdk/react';
import type { ReactNode } from 'react';
import { formatDateTime } from '@/shared/format/date.ts';
import { formatMoney } from '@/shared/format/money.ts';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { Details } from '@/shared/ui/Details/Details.tsx';
import { TableSection } from '@/shared/ui/TableSection.tsx';
import { FileLinks } from '@/shared/ui/Upload/AttachmentLink.tsx';
import { type Contract, paymentColumns } from './contract-columns.tsx';
import type { Settlement } from './modes.ts';

const goodsColumns = columnsOf<components['schemas']['DealGoods']>({
  goodsName: '商品名称',
  spec: '规格',
  brandName: '品牌',
  unit: '单位',
  quantity: '数量',
  dealUnitPrice: ['成交单价', 'money'],
  dealTotalPrice: ['成交总价', 'money'],
});

/** The payments asked for against a contract, newest first; a contract has few, the largest page holds them all. */
export const contractPaymentsQuery = (contract: Contract) =>
  pageProjectContractPaymentsQueryOptions({ query: { contractId: contract.id, current: 1, size: 100 } });

/** A project contract as its purchaser and the administrator read it: parties, amounts, deal goods, files, payments. */
export function ContractDetails({
  mode,
  contract,
  actions,
}: {
  mode: Settlement;
  contract: Contract;
  actions?: ReactNode;
}) {
  const payments = useQuery(contractPaymentsQuery(contract));
  return (
    <div className="flex flex-col gap-3">
      <Details
        title="合同信息"
        actions={actions}
        items={[
          { label: '合同编号', value: contract.contractNo },
          { label: '合同状态', value: contractStatusLabels[contract.status] },
          { label: '项目名称', value: contract.projectName },
          { label: '采购单位', value: contract.purchaserOrgName },
          { label: mode.winnerWord, value: contract.supplierName },
          { label: '合同金额', value: `${formatMoney(contract.contractAmount)} 元` },
          { label: '已付金额', value: `${formatMoney(contract.paidAmount ?? 0)} 元` },
          { label: '供应商签订', value: formatDateTime(contract.createTime) },
          { label: '会签人', value: contract.countersignUserName },
          { label: '双方签订时间', value: formatDateTime(contract.signTime) },
          { label: '合同文件', value: <FileLinks files={contract.files} />, span: 3 },
        ]}
      />
      <TableSection label="成交商品" columns={goodsColumns} records={contract.goods ?? []} />
      <TableSection label="付款记录" columns={paymentColumns} records={payments.data?.records ?? []} />
    </div>
  );
}
