import { useQuery } from '@tanstack/react-query';
import { applyProjectContractPayment, pagePurchaserProjectContracts } from '@zc/sdk';
import { contractStatusLabels } from '@zc/sdk/labels';
import { getProjectContractQueryOptions } from '@zc/sdk/react';
import { useState } from 'react';
import { ContractDetails, contractPaymentsQuery } from '@/features/projects/ContractDetails.tsx';
import type { Contract } from '@/features/projects/contract-columns.tsx';
import {
  type ModeId,
  modes,
  type ProjectMode,
  type Settlement,
  settlements,
} from '@/features/purchase/projects/modes.ts';
import { usePageSearch } from '@/shared/page/page.tsx';
import { IfAllowed } from '@/shared/permission/may-call.tsx';
import { Button } from '@/shared/ui/Button.tsx';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { chooser } from '@/shared/ui/RecordPage/RecordChooser.tsx';
import { RecordPage } from '@/shared/ui/RecordPage/RecordPage.tsx';
import { contractFilters } from '../filters.ts';
import { ApplyProjectPaymentDialog, unpaidOf } from './ApplyProjectPaymentDialog.tsx';
import { CountersignButton } from './CountersignButton.tsx';

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
  const payments = useQuery(contractPaymentsQuery(contract));
  const [paying, setPaying] = useState(false);
  // Both sides have signed and something is left that is neither paid nor waiting for finance.
  const waiting = (payments.data?.records ?? [])
    .filter((payment) => payment.payStatus === 0)
    .reduce((sum, payment) => sum + payment.amount, 0);
  const payable = contract.status === 2 && unpaidOf(contract) - waiting > 0;
  return (
    <>
      <ContractDetails
        mode={mode}
        contract={contract}
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
      />
      {paying && <ApplyProjectPaymentDialog contract={contract} onClose={() => setPaying(false)} />}
    </>
  );
}
