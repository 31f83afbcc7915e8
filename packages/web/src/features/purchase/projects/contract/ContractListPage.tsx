import { Link } from '@tanstack/react-router';
import { pagePurchaserProjectContracts } from '@zc/sdk';
import { contractStatusLabels } from '@zc/sdk/labels';
import { useList } from '@/shared/list/use-list.ts';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { contractFilters } from '../filters.ts';
import { type ModeId, modes } from '../modes.ts';
import { CountersignButton } from './CountersignButton.tsx';
import type { Contract } from './contract-columns.tsx';

/** {mode}合同: the contracts the winners signed, countersigned here; what finance has paid of each. */
export function ContractListPage({ mode: id }: { mode: ModeId }) {
  const mode = modes[id];
  const list = useList(pagePurchaserProjectContracts, contractFilters, { query: { projectType: mode.projectType } });
  const columns = columnsOf<Contract>({
    contractNo: '合同编号',
    projectName: '项目名称',
    supplierName: mode.projectType === 3 ? '竞得人' : '中标供应商',
    contractAmount: ['合同金额', 'money'],
    paidAmount: ['已付金额', 'money'],
    status: ['合同状态', contractStatusLabels],
    signTime: ['双方签订时间', 'dateTime'],
    actions: {
      header: '操作',
      cell: (contract) => (
        <span className="flex gap-3">
          <Link to={mode.routes.contractInfo} search={{ id: contract.id }} className="text-brand">
            详情
          </Link>
          <CountersignButton contract={contract} />
        </span>
      ),
    },
  });
  return <ListPage label={`${mode.word}合同`} list={list} columns={columns} />;
}
