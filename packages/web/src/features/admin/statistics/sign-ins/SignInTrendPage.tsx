import { type components, listSignInTrend } from '@zc/sdk';
import { defineChart } from '@/shared/ui/Chart/chart-spec.ts';
import { periodFilters } from '../shared/filters.ts';
import { TrendPage } from '../shared/TrendPage.tsx';

type Day = components['schemas']['SignInDay'];

const trend = defineChart<Day>({
  title: '每日登录次数',
  x: 'day',
  xLabel: '日期',
  series: [
    { name: '采购人', field: 'purchaserCount', type: 'line' },
    { name: '供应商', field: 'supplierCount', type: 'line' },
    { name: '管理员', field: 'adminCount', type: 'line' },
  ],
});

/** /login-trend-chart: the successful sign-ins per day of the period (the last 30 days unless chosen), per kind of user. */
export function SignInTrendPage() {
  return <TrendPage operation={listSignInTrend} filters={periodFilters} chart={trend} label="登录趋势筛选" />;
}
