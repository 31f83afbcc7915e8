import { useQuery } from '@tanstack/react-query';
import { type components, enableRiskCheck } from '@zc/sdk';
import { listRiskSettingsQueryOptions, useEnableRiskCheck } from '@zc/sdk/react';
import { useMayCall } from '@/shared/permission/may-call.tsx';
import { Button } from '@/shared/ui/Button.tsx';
import { confirm } from '@/shared/ui/ConfirmDialog/confirm.ts';
import { toast } from '@/shared/ui/Toast/toast.ts';

type Check = components['schemas']['RiskSetting'];

/** The risk checks with whether each is on: a check switched off finds nothing and its risks leave the report. */
export function RiskChecks() {
  const { data: checks = [] } = useQuery(listRiskSettingsQueryOptions());
  const mayEnable = useMayCall(enableRiskCheck);
  const toggle = useEnableRiskCheck();
  const switchCheck = async (check: Check) => {
    const enable = check.enable === 1 ? 0 : 1;
    if (
      enable === 0 &&
      !(await confirm({
        title: '关闭风险检测',
        message: `关闭后将不再检测“${check.riskName}”，其风险也不再出现在风险报告中，确定关闭吗？`,
        confirmText: '关闭',
        danger: true,
      }))
    )
      return;
    await toggle.mutateAsync({ body: { riskType: check.riskType, enable } });
    toast.success(enable === 1 ? `已开启“${check.riskName}”` : `已关闭“${check.riskName}”`);
  };
  return (
    <section aria-label="风险检测项" className="flex flex-wrap gap-3">
      {checks.map((check) => (
        <div key={check.riskType} className="flex items-center gap-3 rounded bg-white px-4 py-2 text-sm">
          <span>{check.riskName}</span>
          <span className={check.enable === 1 ? 'text-green-700' : 'text-gray-500'}>
            {check.enable === 1 ? '已开启' : '已关闭'}
          </span>
          {mayEnable && (
            <Button variant="text" size="sm" loading={toggle.isPending} onClick={() => switchCheck(check)}>
              {check.enable === 1 ? '关闭' : '开启'}
            </Button>
          )}
        </div>
      ))}
    </section>
  );
}
