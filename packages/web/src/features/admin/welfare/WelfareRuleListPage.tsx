import { addWelfareRole, deleteWelfareRole, pageWelfareRoles, updateWelfareRole } from '@zc/sdk';
import { welfareRoleStatusLabels } from '@zc/sdk/labels';
import { welfareRoleUpdateFormSchema } from '@zc/sdk/schemas';
import { useList } from '@/shared/list/use-list.ts';
import { CrudListPage } from '@/shared/ui/Crud/CrudListPage.tsx';
import { welfareRuleFilters } from './filters.ts';
import { WelfareRuleFormDialog } from './WelfareRuleFormDialog.tsx';

/** 福利规则: the quota per kind of user (a user given a rule gets its quota rather than the activity's). */
export function WelfareRuleListPage() {
  return (
    <CrudListPage
      list={useList(pageWelfareRoles, welfareRuleFilters)}
      kind="福利规则"
      nameOf={(rule) => rule.roleName}
      calls={{ add: addWelfareRole, edit: updateWelfareRole, remove: deleteWelfareRole }}
      toggle={{ field: 'status', schema: welfareRoleUpdateFormSchema }}
      columns={{
        roleName: '规则名称',
        roleCode: '规则编码',
        quotaAmount: ['额度', 'money'],
        userCount: '适用人数',
        description: '说明',
        status: ['状态', welfareRoleStatusLabels],
      }}
      form={(editing, close) => <WelfareRuleFormDialog rule={editing} onClose={close} />}
    />
  );
}
