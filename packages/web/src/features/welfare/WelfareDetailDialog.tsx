import { useQuery } from '@tanstack/react-query';
import type { components } from '@zc/sdk';
import { welfareStatusLabels, welfareWelfareTypeLabels } from '@zc/sdk/labels';
import { getWelfareQueryOptions } from '@zc/sdk/react';
import { formatDateTime } from '@/shared/format/date.ts';
import { labelOf } from '@/shared/format/labels.ts';
import { formatMoney } from '@/shared/format/money.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { Details } from '@/shared/ui/Details/Details.tsx';
import { Dialog } from '@/shared/ui/Dialog.tsx';
import { QueryState } from '@/shared/ui/QueryState.tsx';
import { balanceOf, useMembership } from './my-welfare.tsx';

/** One activity: its dates, rules and what the user has left to spend; 下单 while it runs and a balance is left. */
export function WelfareDetailDialog({
  id,
  onClose,
  onOrder,
}: {
  id: string;
  onClose: () => void;
  onOrder: (welfare: components['schemas']['Welfare']) => void;
}) {
  const query = useQuery(getWelfareQueryOptions({ path: { id } }));
  const member = useMembership(id);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="福利活动详情" width="w-[720px]">
      <QueryState query={query}>
        {(welfare) => (
          <div className="flex flex-col gap-3">
            <Details
              title="活动信息"
              items={[
                { label: '活动名称', value: welfare.welfareName },
                { label: '活动类型', value: labelOf(welfareWelfareTypeLabels, welfare.welfareType) },
                { label: '活动状态', value: labelOf(welfareStatusLabels, welfare.status) },
                { label: '发放单位', value: welfare.purchaserName },
                { label: '开始时间', value: formatDateTime(welfare.startTime) },
                { label: '结束时间', value: formatDateTime(welfare.endTime) },
                { label: '每人额度', value: `¥${formatMoney(welfare.quotaPerUser)}` },
                { label: '活动说明', value: welfare.description, span: 3 },
              ]}
            />
            <Details
              title="我的福利"
              items={[
                { label: '福利角色', value: member?.welfareRoleName },
                { label: '所在部门', value: member?.deptName },
                { label: '我的额度', value: member && `¥${formatMoney(member.quotaAmount)}` },
                { label: '已使用', value: member && `¥${formatMoney(member.usedAmount)}` },
                { label: '可用余额', value: member && `¥${formatMoney(balanceOf(member) ?? 0)}` },
              ]}
            />
            {welfare.status === 1 && (balanceOf(member) ?? 0) > 0 && (
              <div className="flex justify-end">
                <Button variant="primary" onClick={() => onOrder(welfare)}>
                  下单
                </Button>
              </div>
            )}
          </div>
        )}
      </QueryState>
    </Dialog>
  );
}
