import { addSysAccount, type components, deleteSysAccount, pageSysAccounts, updateSysAccount } from '@zc/sdk';
import { enabledFlagLabels, sysAccountAccountTypeLabels } from '@zc/sdk/labels';
import { useDeleteSysAccount, useUpdateSysAccount } from '@zc/sdk/react';
import { sysAccountFormSchema } from '@zc/sdk/schemas';
import { useList } from '@/shared/list/use-list.ts';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { CrudListPage } from '../shared/CrudListPage.tsx';
import { useCrud } from '../shared/crud.tsx';
import { AccountFormDialog } from './AccountFormDialog.tsx';
import { accountFilters } from './filters.ts';

type Account = components['schemas']['SysAccount'];

/** 账期管理: the payment terms of each purchasing unit, one setting per unit. */
export function AccountListPage() {
  const list = useList(pageSysAccounts, accountFilters);
  const crud = useCrud<Account>({
    kind: '账期设置',
    nameOf: (account) => account.orgName,
    calls: { add: addSysAccount, edit: updateSysAccount, remove: deleteSysAccount },
    remove: useDeleteSysAccount(),
    toggle: { field: 'status', schema: sysAccountFormSchema, update: useUpdateSysAccount() },
  });
  const columns = columnsOf<Account>({
    orgName: '采购单位',
    accountType: ['结算方式', sysAccountAccountTypeLabels],
    accountDays: { header: '账期', cell: (account) => `${account.accountDays} 天` },
    creditAmount: ['信用额度（元）', 'money'],
    status: ['状态', enabledFlagLabels],
    remark: '备注',
    actions: crud.actionsColumn,
  });
  return (
    <CrudListPage
      label="账期列表"
      list={list}
      columns={columns}
      crud={crud}
      form={(editing, close) => <AccountFormDialog account={editing} onClose={close} />}
    />
  );
}
