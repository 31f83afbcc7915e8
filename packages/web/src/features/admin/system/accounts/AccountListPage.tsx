import { addSysAccount, deleteSysAccount, pageSysAccounts, updateSysAccount } from '@zc/sdk';
import { enabledFlagLabels, sysAccountAccountTypeLabels } from '@zc/sdk/labels';
import { sysAccountFormSchema } from '@zc/sdk/schemas';
import { useList } from '@/shared/list/use-list.ts';
import { CrudListPage } from '@/shared/ui/Crud/CrudListPage.tsx';
import { AccountFormDialog } from './AccountFormDialog.tsx';
import { accountFilters } from './filters.ts';

/** 账期管理: the payment terms of each purchasing unit, one setting per unit. */
export function AccountListPage() {
  return (
    <CrudListPage
      label="账期列表"
      list={useList(pageSysAccounts, accountFilters)}
      kind="账期设置"
      nameOf={(account) => account.orgName}
      calls={{ add: addSysAccount, edit: updateSysAccount, remove: deleteSysAccount }}
      toggle={{ field: 'status', schema: sysAccountFormSchema }}
      batchRemove
      columns={{
        orgName: '采购单位',
        accountType: ['结算方式', sysAccountAccountTypeLabels],
        accountDays: { header: '账期', cell: (account) => `${account.accountDays} 天` },
        creditAmount: ['信用额度（元）', 'money'],
        status: ['状态', enabledFlagLabels],
        remark: '备注',
      }}
      form={(editing, close) => <AccountFormDialog account={editing} onClose={close} />}
    />
  );
}
