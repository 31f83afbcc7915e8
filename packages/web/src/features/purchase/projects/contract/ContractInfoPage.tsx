import { useQuery } from '@tanstack/react-query';
import { applyProjectContractPayment, type components, pagePurchaserProjectContracts } from '@zc/sdk';
import { contractStatusLabels } from '@zc/sdk/labels';
import { getProjectContractQueryOptions, pageProjectContractPaymentsQueryOptions } from '@zc/sdk/react';
import { useState } from 'react';
import { formatDateTime } from '@/shared/format/date.ts';
import { formatMoney } from '@/shared/format/money.ts';
import { usePageSearch } from '@/shared/page/page.tsx';
import { IfAllowed } from '@/shared/permission/may-call.tsx';
import { Button } from '@/shared/ui/Button.tsx';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { Details } from '@/shared/ui/Details/Details.tsx';
import { chooser } from '@/shared/ui/RecordPage/RecordChooser.tsx';
import { RecordPage } from '@/shared/ui/RecordPage/RecordPage.tsx';
import { TableSection } from '@/shared/ui/TableSection.tsx';
import { FileLinks } from '@/shared/ui/Upload/AttachmentLink.tsx';
import { contractFilters } from '../filters.ts';
import { type ModeId, modes, type ProjectMode, type Settlement, settlements } from '../modes.ts';
import { ApplyProjectPaymentDialog, unpaidOf } from './ApplyProjectPaymentDialog.tsx';
import { CountersignButton } from './CountersignButton.tsx';
import { type Contract, paymentColumns } from './contract-columns.tsx';

type DealGoods = components['schemas']['DealGoods'];

const contractChooser = (mode: ProjectMode) =>
  chooser({
    noun: `${mode.word}合同`,
    operation: pagePurchaserProjectContracts,
    filters: contractFilters,
    query: { projectType: mode.projectType },
    columns: columnsOf<Contract>({
      contractNo: '合同编号',
      projectName: '项目名称',
      supplierName: '供应商',
      status: ['合同状态', contractStatusLabels],
    }),
    open: (contract) => ({ id: contract.id }),
    name: (contract) => contract.contractNo,
  });

const goodsColumns = columnsOf<DealGoods>({
  goodsName: '商品名称',
  spec: '规格',
  brandName: '品牌',
  unit: '单位',
  quantity: '数量',
  dealUnitPrice: ['成交单价', 'money'],
  dealTotalPrice: ['成交总价', 'money'],
});

/** {mode}合同详情 (`?id=`): the contract's parties, amount, deal goods, files and payments; 会签 and 申请付款 here. */
export function ContractInfoPage({ mode: id }: { mode: ModeId }) {
  const mode = modes[id];
  const { id: contractId } = usePageSearch(mode.routes.contractInfo);
  return (
    <RecordPage
      id={contractId}
      chooser={contractChooser(mode)}
      load={(id) => getProjectContractQueryOptions({ path: { id } })}
    >
      {(contract) => <ContractInfo mode={settlements[id]} contract={contract} />}
    </RecordPage>
  );
}

/** A contract with its goods and payments, where it is countersigned and its payments asked for. */
export function ContractInfo({ mode, contract }: { mode: Settlement; contract: Contract }) {
  const payments = useQuery(
    pageProjectContractPaymentsQueryOptions({ query: { contractId: contract.id, current: 1, size: 100 } }),
  );
  const [paying, setPaying] = useState(false);
  // Both sides have signed and something is left that is neither paid nor waiting for finance.
  const waiting = (payments.data?.records ?? [])
    .filter((payment) => payment.payStatus === 0)
    .reduce((sum, payment) => sum + payment.amount, 0);
  const payable = contract.status === 2 && unpaidOf(contract) - waiting > 0;
  return (
    <div className="flex flex-col gap-3">
      <Details
        title="合同信息"
        actions={
          <span className="flex gap-2">
            <CountersignButton contract={contract} />
            {payable && (
              <IfAllowed call={applyProjectContractPayment}>
                <Button variant="primary" size="sm" onClick={() => setPaying(true)}>
                  申请付款
                </Button>
              </IfAllowed>
            )}
          </span>
        }
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
      {paying && <ApplyProjectPaymentDialog contract={contract} onClose={() => setPaying(false)} />}
    </div>
  );
}
