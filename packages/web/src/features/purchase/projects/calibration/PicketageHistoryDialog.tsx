import { useQuery } from '@tanstack/react-query';
import type { components } from '@zc/sdk';
import { picketageHisActionLabels } from '@zc/sdk/labels';
import { listPicketageHistoryQueryOptions } from '@zc/sdk/react';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { Dialog } from '@/shared/ui/Dialog.tsx';
import { QueryState } from '@/shared/ui/QueryState.tsx';
import { TableSection } from '@/shared/ui/TableSection.tsx';
import type { Project } from '../modes.ts';

const historyColumns = columnsOf<components['schemas']['PicketageHis']>({
  action: ['操作', picketageHisActionLabels],
  supplierName: '供应商',
  dealAmount: ['成交金额', 'money'],
  operatorName: '操作人',
  opinion: '意见',
  createTime: ['时间', 'dateTime'],
});

/** 定标记录: every step of the project's picketage, from the purchaser's choice to the contract. */
export function PicketageHistoryDialog({ project, onClose }: { project: Project; onClose: () => void }) {
  const history = useQuery(listPicketageHistoryQueryOptions({ path: { id: project.id } }));
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`定标记录：${project.projectName}`}
      width="w-[900px]"
    >
      <QueryState query={history}>
        {(rows) => <TableSection label="定标记录" columns={historyColumns} records={rows} />}
      </QueryState>
    </Dialog>
  );
}
