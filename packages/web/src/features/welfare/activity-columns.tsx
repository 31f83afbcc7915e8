import { Link } from '@tanstack/react-router';
import type { components } from '@zc/sdk';
import { welfareStatusLabels, welfareWelfareTypeLabels } from '@zc/sdk/labels';
import { formatDate } from '@/shared/format/date.ts';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { Balance } from './my-welfare.tsx';
import { OpenDetailButton } from './open-detail.tsx';

/** The user's activities: each opens its detail, and links to the user's orders in it. */
export const activityColumns = columnsOf<components['schemas']['Welfare']>({
  welfareName: {
    header: '活动名称',
    cell: (welfare) => <OpenDetailButton id={welfare.id}>{welfare.welfareName}</OpenDetailButton>,
  },
  welfareType: ['活动类型', welfareWelfareTypeLabels],
  purchaserName: '发放单位',
  period: {
    header: '活动时间',
    cell: (welfare) => `${formatDate(welfare.startTime)} 至 ${formatDate(welfare.endTime)}`,
  },
  quotaPerUser: ['每人额度', 'money'],
  balance: { header: '可用余额', align: 'right', cell: (welfare) => <Balance welfareId={welfare.id} /> },
  status: ['状态', welfareStatusLabels],
  actions: {
    header: '操作',
    cell: (welfare) => (
      <span className="flex gap-3">
        <OpenDetailButton id={welfare.id}>详情</OpenDetailButton>
        <Link
          to="/welfare-user-activity-orders"
          search={{ welfareId: welfare.id }}
          className="text-sm text-brand hover:underline"
        >
          我的订单<span className="sr-only">：{welfare.welfareName}</span>
        </Link>
      </span>
    ),
  },
});
