import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type components, exportSupplierScoreStatistics } from '@zc/sdk';
import { supplierScoreGradeLabels } from '@zc/sdk/labels';
import { supplierScoreStatisticsQueryOptions } from '@zc/sdk/react';
import { useState } from 'react';
import { useDownload } from '@/shared/hooks/use-download.ts';
import { IfAllowed } from '@/shared/permission/may-call.tsx';
import { Button } from '@/shared/ui/Button.tsx';
import { Select } from '@/shared/ui/controls/Select.tsx';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { Field } from '@/shared/ui/Field.tsx';
import { QueryState } from '@/shared/ui/QueryState.tsx';
import { TableSection } from '@/shared/ui/TableSection.tsx';
import { useSupplierColumn } from '../../shared/suppliers.tsx';
import { GradeBars, QuarterFigures } from './QuarterSummary.tsx';

type Period = components['schemas']['SupplierScorePeriod'];
type Rank = components['schemas']['SupplierScoreRank'];

const quarterName = (period: { scoreYear: number; scoreQuarter: number }) =>
  `${period.scoreYear} 年第 ${period.scoreQuarter} 季度`;
const keyOf = (period: { scoreYear: number; scoreQuarter: number }) => `${period.scoreYear}-${period.scoreQuarter}`;
const gradeCount = (grade: string) => (period: Period) => period.grades.find((row) => row.grade === grade)?.count ?? 0;

const periodColumns = columnsOf<Period>({
  period: { header: '评分期间', cell: quarterName },
  supplierCount: '参评供应商',
  averageTotal: '平均总分',
  highestTotal: '最高分',
  lowestTotal: '最低分',
  ...Object.fromEntries(
    Object.entries(supplierScoreGradeLabels).map(([grade, label]) => [
      grade,
      { header: label, cell: gradeCount(grade) },
    ]),
  ),
});

/** 供应商评分统计: each quarter's averages and grades, and one quarter's ranking, exported as Excel. */
export function ScoreStatisticsPage() {
  // The quarter chosen; the newest with scores until one is.
  const [quarter, setQuarter] = useState<{ scoreYear: number; scoreQuarter: number }>();
  const statistics = useQuery({
    ...supplierScoreStatisticsQueryOptions({ query: quarter ?? {} }),
    placeholderData: keepPreviousData,
  });
  const download = useDownload(exportSupplierScoreStatistics);
  const rankColumns = columnsOf<Rank>({
    rank: '排名',
    supplierName: useSupplierColumn<Rank>(),
    qualityScore: '商品质量',
    deliveryScore: '交付',
    serviceScore: '服务与售后',
    priceScore: '价格',
    totalScore: '总分',
    grade: ['等级', supplierScoreGradeLabels],
  });
  return (
    <QueryState query={statistics}>
      {({ scoreYear, scoreQuarter, periods, ranking = [] }) => {
        if (scoreYear === undefined || scoreQuarter === undefined)
          return <p className="rounded bg-white p-10 text-center text-sm text-slate-500">暂无供应商评分</p>;
        const shown = { scoreYear, scoreQuarter };
        const period = periods.find((row) => keyOf(row) === keyOf(shown));
        return (
          <div className="flex flex-col gap-3">
            <div className="flex items-center justify-between rounded bg-white px-4 py-3">
              <Field label="评分期间" layout="left" className="w-80">
                {(control) => (
                  <Select
                    {...control}
                    value={keyOf(shown)}
                    onChange={(key) => {
                      const [year, q] = key.split('-').map(Number);
                      if (year && q) setQuarter({ scoreYear: year, scoreQuarter: q });
                    }}
                    options={periods.map((row) => ({ value: keyOf(row), label: quarterName(row) }))}
                  />
                )}
              </Field>
              <IfAllowed call={exportSupplierScoreStatistics}>
                <Button
                  loading={download.isPending}
                  disabled={!period}
                  onClick={() => download.mutate({ query: shown })}
                >
                  导出
                </Button>
              </IfAllowed>
            </div>
            {period ? (
              <div className="grid grid-cols-[2fr_1fr] gap-3">
                <QuarterFigures period={period} title={quarterName(period)} />
                <GradeBars grades={period.grades} />
              </div>
            ) : (
              <p className="rounded bg-white p-10 text-center text-sm text-slate-500">{quarterName(shown)}暂无评分</p>
            )}
            <TableSection label="评分排名" columns={rankColumns} records={ranking} />
            <TableSection label="各季度汇总" columns={periodColumns} records={periods} />
          </div>
        );
      }}
    </QueryState>
  );
}
