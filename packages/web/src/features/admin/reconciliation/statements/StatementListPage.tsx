import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { exportAdminAccounts, pageAdminAccounts } from '@zc/sdk';
import { accountSideLabels, accountStatusLabels } from '@zc/sdk/labels';
import { sumAdminAccountsQueryOptions } from '@zc/sdk/react';
import { useState } from 'react';
import { StatementDetailDialog } from '@/features/reconciliation/StatementDetail.tsx';
import { type Account, accountPeriod } from '@/features/reconciliation/statement-columns.tsx';
import { useList } from '@/shared/list/use-list.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { ExportButton } from '@/shared/ui/ExportButton.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { FilteredTotals } from '../../shared/FilteredTotals.tsx';
import { labelsOf, usePurchaserOrgOptions } from '../../shared/pickers.tsx';
import { useSupplierLabels } from '../../shared/suppliers.tsx';
import { statementFilters } from './filters.ts';
import { type AccountSide, statementPages } from './sides.ts';

/** The statements of one side: filters, their count and amount, export, and each with its orders. */
export function StatementListPage({ side }: { side: AccountSide }) {
  const labels = { purchaserId: labelsOf(usePurchaserOrgOptions()), ...useSupplierLabels() };
  const list = useList(pageAdminAccounts, statementFilters, { query: { side }, labels });
  const sums = useQuery(sumAdminAccountsQueryOptions({ query: { side, ...list.params } }));
  const navigate = useNavigate();
  const [viewing, setViewing] = useState<Account>();
  const columns = columnsOf<Account>({
    accountNo: '对账单号',
    status: ['状态', accountStatusLabels],
    supplierName: '供应商',
    purchaserName: '采购单位',
    totalAmount: ['对账金额', 'money'],
    orderCount: { header: '订单数', align: 'right' },
    period: { header: '对账期间', cell: accountPeriod },
    actions: {
      header: '操作',
      cell: (account) => (
        <Button variant="text" size="sm" onClick={() => setViewing(account)}>
          详情
        </Button>
      ),
    },
  });
  return (
    <>
      <ListPage
        label={`${accountSideLabels[side]}列表`}
        list={list}
        columns={columns}
        toolbar={
          <>
            <Button variant="primary" onClick={() => navigate({ to: statementPages[side].select })}>
              选择订单生成对账单
            </Button>
            <ExportButton operation={exportAdminAccounts} input={{ query: { side, ...list.params } }} />
            {sums.data && (
              <FilteredTotals count={sums.data.accountCount} unit="张对账单" amount={sums.data.totalAmount} />
            )}
          </>
        }
      />
      {viewing && <StatementDetailDialog account={viewing} onClose={() => setViewing(undefined)} />}
    </>
  );
}
