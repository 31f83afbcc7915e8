import { dateRange, defineFilters, select, text } from '@/shared/list/filters.ts';

export const activityFilters = defineFilters({ welfareName: text('活动名称'), status: select('活动状态') });

// The activity's options are the activities, which the page loads.
export const welfareUserFilters = defineFilters({
  welfareId: select<string>('福利活动'),
  userName: text('姓名'),
  phone: text('手机号'),
  status: select('状态'),
});

export const welfareOrderFilters = defineFilters({
  orderNo: text('订单编号'),
  welfareId: select<string>('福利活动'),
  userName: text('下单人'),
  status: select('订单状态'),
  startTime: dateRange('下单时间', 'endTime'),
});

export const welfareRuleFilters = defineFilters({ roleName: text('规则名称'), status: select('状态') });
