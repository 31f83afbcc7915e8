import { exportBuyAccount, getPurchaserAccountPage } from '@zc/sdk';
import { accountStatusLabels } from '@zc/sdk/labels';
import { useState } from 'react';
import { ExportButton } from '@/features/orders/ExportButton.tsx';
import { StatementDetailDialog } from '@/features/reconciliation/StatementDetail.tsx';
import { type Account, accountPeriod } from '@/features/reconciliation/statement-columns.tsx';
import { useList } from '@/shared/list/use-list.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { MemberPage } from '../shared/MemberPage.tsx';
import { purchaserStatementFilters } from './filters.ts';
import { StatementDecisions } from './StatementDecisions.tsx';

/**
 * 对账单列表: the statements suppliers sent the purchaser's organisation, each opened over the list, export, and
 * finance's confirmation, rejection and payment.
 */
export function PurchaserStatementsPage() {
  return (
    <MemberPage title="对账单列表" call={getPurchaserAccountPage}>
      <Statements />
    </MemberPage>
  );
}

function Statements() {
  const list = useList(getPurchaserAccountPage, purchaserStatementFilters);
  const [viewing, setViewing] = useState<Account>();
  const columns = columnsOf<Account>({
    accountNo: {
      header: '对账单号',
      cell: (account) => (
        <Button variant="text" size="sm" onClick={() => setViewing(account)}>
          {account.accountNo}
        </Button>
      ),
    },
    accountName: '对账单名称',
    supplierName: '供应商',
    period: { header: '对账期间', cell: accountPeriod },
    orderCount: { header: '订单数', align: 'right' },
    totalAmount: ['对账金额', 'money'],
    status: ['状态', accountStatusLabels],
    createTime: ['创建时间', 'dateTime'],
    actions: { header: '操作', cell: (account) => <StatementDecisions account={account} /> },
  });
  return (
    <>
      <ListPage
        label="对账单列表"
        list={list}
        columns={columns}
        toolbar={<ExportButton operation={exportBuyAccount} input={{ query: list.params }} />}
      />
      {viewing && <StatementDetailDialog account={viewing} onClose={() => setViewing(undefined)} />}
    </>
  );
}
