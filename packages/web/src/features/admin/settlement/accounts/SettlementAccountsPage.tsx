import { type components, pageSettlementAccounts, updateSettlementAccount } from '@zc/sdk';
import { settleCycleLabels, settlementSideLabels } from '@zc/sdk/labels';
import { useState } from 'react';
import { useList } from '@/shared/list/use-list.ts';
import { useMayCall } from '@/shared/permission/may-call.tsx';
import { Button } from '@/shared/ui/Button.tsx';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { settlementFilters } from './filters.ts';
import { SettlementAccountDialog } from './SettlementAccountDialog.tsx';

type Account = components['schemas']['SettlementAccount'];
type Side = components['schemas']['SettlementSide'];

/** 供应商管理 and 采购人管理: every supplier's or purchasing unit's settlement account and payment term. */
export function SettlementAccountsPage({ side }: { side: Side }) {
  const list = useList(pageSettlementAccounts, settlementFilters, { query: { side } });
  const mayEdit = useMayCall(updateSettlementAccount);
  const [editing, setEditing] = useState<Account>();
  const columns = columnsOf<Account>({
    orgName: `${settlementSideLabels[side]}名称`,
    bankName: '开户银行',
    bankAccountName: '账户名称',
    bankAccount: '银行账号',
    settleCycle: ['结算方式', settleCycleLabels],
    accountDays: { header: '账期', cell: (account) => `${account.accountDays} 天` },
    updateUserName: '修改人',
    updateTime: ['修改时间', 'dateTime'],
    ...(mayEdit && {
      actions: {
        header: '操作',
        cell: (account: Account) => (
          <Button variant="text" size="sm" onClick={() => setEditing(account)}>
            编辑
          </Button>
        ),
      },
    }),
  });
  return (
    <>
      <ListPage label={`${settlementSideLabels[side]}结算账户`} list={list} columns={columns} rowKey={(a) => a.orgId} />
      {editing && <SettlementAccountDialog account={editing} onClose={() => setEditing(undefined)} />}
    </>
  );
}
