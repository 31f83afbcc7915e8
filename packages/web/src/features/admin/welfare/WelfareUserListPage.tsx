import { useNavigate } from '@tanstack/react-router';
import { addWelfareUser, deleteWelfareUser, pageWelfareUsers, updateWelfareUser } from '@zc/sdk';
import { welfareUserStatusLabels } from '@zc/sdk/labels';
import { welfareUserUpdateFormSchema } from '@zc/sdk/schemas';
import { useList } from '@/shared/list/use-list.ts';
import { CrudListPage } from '@/shared/ui/Crud/CrudListPage.tsx';
import { welfareUserFilters } from './filters.ts';
import { useActivityNames } from './options.ts';
import { WelfareUserFormDialog } from './WelfareUserFormDialog.tsx';

/**
 * 福利用户 and 福利活动用户 (the same list narrowed to one activity): each user's quota, what they spent and what is
 * left; each opens their orders.
 */
export function WelfareUserListPage() {
  const navigate = useNavigate();
  const list = useList(pageWelfareUsers, welfareUserFilters, { labels: { welfareId: useActivityNames() ?? {} } });
  return (
    <CrudListPage
      list={list}
      kind="福利用户"
      nameOf={(user) => `${user.userName}（${user.phone}）`}
      calls={{ add: addWelfareUser, edit: updateWelfareUser, remove: deleteWelfareUser }}
      toggle={{ field: 'status', schema: welfareUserUpdateFormSchema }}
      columns={{
        userName: '姓名',
        phone: '手机号',
        welfareName: '福利活动',
        purchaserName: '所属单位',
        deptName: '部门',
        quotaAmount: ['福利额度', 'money'],
        usedAmount: ['已使用', 'money'],
        balance: ['余额', 'money'],
        status: ['状态', welfareUserStatusLabels],
      }}
      more={(user) => [
        {
          label: '订单',
          onClick: () =>
            navigate({
              to: '/welfare-activity-user-orders',
              search: { welfareId: user.welfareId, userName: user.userName },
            }),
        },
      ]}
      form={(editing, close) => (
        <WelfareUserFormDialog user={editing} welfareId={list.search.welfareId} onClose={close} />
      )}
    />
  );
}
