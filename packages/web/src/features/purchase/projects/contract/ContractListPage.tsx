import { Link } from '@tanstack/react-router';
import { pagePurchaserProjectContracts } from '@zc/sdk';
import { contractStatusLabels } from '@zc/sdk/labels';
import type { Contract } from '@/features/projects/contract-columns.tsx';
import { modes, type SettlementId, settlements } from '@/features/purchase/projects/modes.ts';
import { useList } from '@/shared/list/use-list.ts';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { contractFilters } from '../filters.ts';
import { CountersignButton } from './CountersignButton.tsx';

/** A contract's 详情: its own page, or, for online sourcing, its order's page that shows it. */
function ContractLink({ mode, contract }: { mode: SettlementId; contract: Contract }) {
  if (mode === 'sourcing')
    return (
      <Link to="/purchase/sourcing-order-info" search={{ id: contract.orderId }} className="text-brand">
        详情
      </Link>
    );
  return (
    <Link to={modes[mode].routes.contractInfo} search={{ id: contract.id }} className="text-brand">
      详情
    </Link>
  );
}

/** {mode}合同: the contracts the winners signed, countersigned here; what finance has paid of each. */
export function ContractListPage({ mode: id }: { mode: SettlementId }) {
  const mode = settlements[id];
  const list = useList(pagePurchaserProjectContracts, contractFilters, { query: { projectType: mode.projectType } });
  const columns = columnsOf<Contract>({
    contractNo: '合同编号',
    projectName: '项目名称',
    supplierName: mode.winnerWord,
    contractAmount: ['合同金额', 'money'],
    paidAmount: ['已付金额', 'money'],
    status: ['合同状态', contractStatusLabels],
    signTime: ['双方签订时间', 'dateTime'],
    actions: {
      header: '操作',
      cell: (contract) => (
        <span className="flex gap-3">
          <ContractLink mode={id} contract={contract} />
          <CountersignButton contract={contract} />
        </span>
      ),
    },
  });
  return <ListPage label={`${mode.word}合同`} list={list} columns={columns} />;
}
