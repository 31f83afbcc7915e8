import { getSupplierAccountPage } from '@zc/sdk';
import { accountStatusLabels } from '@zc/sdk/labels';
import { useState } from 'react';
import type { AccountStatus } from '@/features/reconciliation/rules.ts';
import { StatementDetailDialog } from '@/features/reconciliation/StatementDetail.tsx';
import { type Account, statementColumns } from '@/features/reconciliation/statement-columns.tsx';
import { useList } from '@/shared/list/use-list.ts';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { EditStatementDialog } from './EditStatementDialog.tsx';
import { accountFilters } from './filters.ts';
import { StateTabs, withoutField } from './ListTabs.tsx';

export interface StatementListProps {
  label: string;
  /** Only these states, one at a time as tabs (已匹配结算单); otherwise a state filter over all of them. */
  statusTabs?: readonly [AccountStatus, ...AccountStatus[]];
  /** Where a statement opens: its own page (/supplier-detail?id=), or a dialog over the list. */
  detailPage?: boolean;
}

/** The supplier's statements: filters, detail, edit while unconfirmed, and the state changes that are the supplier's. */
export function StatementListPage({ label, statusTabs, detailPage = false }: StatementListProps) {
  const list = useList(getSupplierAccountPage, accountFilters, { query: statusTabs && { status: statusTabs[0] } });
  const [viewing, setViewing] = useState<Account>();
  const [editing, setEditing] = useState<Account>();
  const columns = statementColumns({ detailPage, view: setViewing, edit: setEditing });
  return (
    <>
      <ListPage label={label} list={statusTabs ? withoutField(list, 'status') : list} columns={columns}>
        {statusTabs && (
          <StateTabs
            label="对账单状态"
            list={list}
            name="status"
            tabs={Object.fromEntries(statusTabs.map((status) => [status, accountStatusLabels[status]]))}
            current={list.search.status ?? statusTabs[0]}
          />
        )}
      </ListPage>
      {viewing && <StatementDetailDialog account={viewing} onClose={() => setViewing(undefined)} />}
      {editing && <EditStatementDialog account={editing} onClose={() => setEditing(undefined)} />}
    </>
  );
}
