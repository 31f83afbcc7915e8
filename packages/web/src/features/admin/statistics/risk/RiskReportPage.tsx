import { type components, pageRiskReport } from '@zc/sdk';
import { riskReportLevelLabels, riskReportRiskTypeLabels } from '@zc/sdk/labels';
import { useList } from '@/shared/list/use-list.ts';
import { Chart } from '@/shared/ui/Chart/Chart.tsx';
import { defineChart } from '@/shared/ui/Chart/chart-spec.ts';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { riskFilters } from '../shared/filters.ts';
import { RiskChecks } from './RiskChecks.tsx';

type Risk = components['schemas']['RiskReport'];

const hits = defineChart<Risk>({
  title: '本页各 IP 命中次数',
  x: 'ip',
  xLabel: 'IP',
  series: [{ name: '命中次数', field: 'hitCount', type: 'bar' }],
});
const columns = columnsOf<Risk>({
  riskType: ['风险类型', riskReportRiskTypeLabels],
  level: ['风险等级', riskReportLevelLabels],
  ip: 'IP',
  supplierNames: { header: '涉及供应商', cell: (risk) => risk.supplierNames.join('、') },
  projectNo: '项目编号',
  projectName: '项目名称',
  hitCount: '命中次数',
  firstTime: ['首次发现', 'dateTime'],
  lastTime: ['最近发现', 'dateTime'],
});

/** /duplicate-ip-statistics: the risks the checks found (suppliers quoting from one IP first), and the checks' switches. */
export function RiskReportPage() {
  const list = useList(pageRiskReport, riskFilters);
  return (
    <ListPage label="风险报告" list={list} columns={columns} rowKey={(risk) => risk.id}>
      <RiskChecks />
      <Chart
        spec={hits}
        rows={list.data?.records}
        isPending={list.isPending}
        error={list.error}
        onRetry={list.refetch}
        className="h-64"
      />
    </ListPage>
  );
}
