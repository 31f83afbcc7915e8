import {
  pageAuctionAdminContracts,
  pageBackhandAdminContracts,
  pageBiddingAdminContracts,
  pageSourcingAdminContracts,
} from '@zc/sdk';
import { contractStatusLabels } from '@zc/sdk/labels';
import { useState } from 'react';
import { ContractDialog } from '@/features/projects/ContractDialog.tsx';
import type { Contract } from '@/features/projects/contract-columns.tsx';
import { type SettlementId, settlements } from '@/features/projects/modes.ts';
import { useList } from '@/shared/list/use-list.ts';
import { RowActions } from '@/shared/ui/controls/RowActions.tsx';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { contractFilters } from './filters.ts';

/** Each mode's list of every unit's contracts. */
const calls = {
  bidding: pageBiddingAdminContracts,
  backhand: pageBackhandAdminContracts,
  auction: pageAuctionAdminContracts,
  sourcing: pageSourcingAdminContracts,
};

/** {mode}合同: every unit's contracts of a mode, what has been paid of each, each read in full. */
export function ContractListPage({ mode: id }: { mode: SettlementId }) {
  const mode = settlements[id];
  const list = useList(calls[id], contractFilters);
  const [reading, setReading] = useState<Contract>();
  const columns = columnsOf<Contract>({
    contractNo: '合同编号',
    status: ['合同状态', contractStatusLabels],
    contractAmount: ['合同金额', 'money'],
    paidAmount: ['已付金额', 'money'],
    projectName: id === 'sourcing' ? '询价标题' : '项目名称',
    purchaserOrgName: '采购单位',
    supplierName: mode.winnerWord,
    signTime: ['双方签订时间', 'dateTime'],
    actions: {
      header: '操作',
      cell: (contract) => <RowActions actions={[{ label: '查看', onClick: () => setReading(contract) }]} />,
    },
  });
  return (
    <>
      <ListPage label={`${mode.word}合同`} list={list} columns={columns} />
      {reading && <ContractDialog mode={mode} contract={reading} onClose={() => setReading(undefined)} />}
    </>
  );
}
