import { useNavigate } from '@tanstack/react-router';
import { addWelfare, deleteWelfare, pageWelfares, updateWelfare } from '@zc/sdk';
import { welfareStatusLabels, welfareWelfareTypeLabels } from '@zc/sdk/labels';
import { formatDate } from '@/shared/format/date.ts';
import { useList } from '@/shared/list/use-list.ts';
import { CrudListPage } from '@/shared/ui/Crud/CrudListPage.tsx';
import { activityFilters } from './filters.ts';
import { WelfareActivityFormDialog } from './WelfareActivityFormDialog.tsx';

/** 福利活动管理: the activities with their budget per user; each opens its users and their orders. */
export function WelfareActivityListPage() {
  const navigate = useNavigate();
  return (
    <CrudListPage
      list={useList(pageWelfares, activityFilters)}
      kind="福利活动"
      nameOf={(welfare) => welfare.welfareName}
      calls={{ add: addWelfare, edit: updateWelfare, remove: deleteWelfare }}
      columns={{
        welfareName: '活动名称',
        welfareType: ['活动类型', welfareWelfareTypeLabels],
        purchaserName: '发放单位',
        period: {
          header: '活动时间',
          cell: (welfare) => `${formatDate(welfare.startTime)} 至 ${formatDate(welfare.endTime)}`,
        },
        quotaPerUser: ['每人额度', 'money'],
        usedAmount: ['已使用', 'money'],
        userCount: '参与人数',
        status: ['状态', welfareStatusLabels],
      }}
      more={(welfare) => [
        {
          label: '活动用户',
          onClick: () => navigate({ to: '/welfare-activity-users', search: { welfareId: welfare.id } }),
        },
        {
          label: '活动订单',
          onClick: () => navigate({ to: '/welfare-activity-user-orders', search: { welfareId: welfare.id } }),
        },
      ]}
      form={(editing, close) => <WelfareActivityFormDialog welfare={editing} onClose={close} />}
    />
  );
}
