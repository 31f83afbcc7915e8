import type { components } from '@zc/sdk';
import { supplierScoreGradeLabels } from '@zc/sdk/labels';
import { labelOf } from '@/shared/format/labels.ts';

type Period = components['schemas']['SupplierScorePeriod'];
type GradeCount = components['schemas']['SupplierGradeCount'];

/** A quarter's figures: how many suppliers were scored, the average, best and lowest totals and each dimension. */
export function QuarterFigures({ period, title }: { period: Period; title: string }) {
  const figures: [string, number | string][] = [
    ['参评供应商', `${period.supplierCount} 家`],
    ['平均总分', period.averageTotal],
    ['最高分', period.highestTotal],
    ['最低分', period.lowestTotal],
    ['商品质量（均分）', period.averageQuality],
    ['交付（均分）', period.averageDelivery],
    ['服务与售后（均分）', period.averageService],
    ['价格（均分）', period.averagePrice],
  ];
  return (
    <section aria-label="季度概况" className="rounded bg-white p-4">
      <h3 className="mb-3 border-l-4 border-brand pl-2 font-medium text-slate-800">{title}概况</h3>
      <dl className="grid grid-cols-4 gap-3">
        {figures.map(([label, value]) => (
          <div key={label} className="rounded border border-slate-100 bg-slate-50 px-3 py-2">
            <dt className="text-xs text-slate-500">{label}</dt>
            <dd className="mt-1 text-lg font-medium text-slate-800">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

const barColours: Record<string, string> = { A: 'bg-green-500', B: 'bg-blue-500', C: 'bg-orange-400', D: 'bg-red-500' };

/** How the quarter's suppliers spread over the grades, as bars of their share. */
export function GradeBars({ grades }: { grades: readonly GradeCount[] }) {
  return (
    <section aria-label="等级分布" className="rounded bg-white p-4">
      <h3 className="mb-3 border-l-4 border-brand pl-2 font-medium text-slate-800">等级分布</h3>
      <ul className="flex flex-col gap-2.5 text-sm">
        {grades.map((row) => (
          <li key={row.grade} className="grid grid-cols-[2.5rem_1fr_auto] items-center gap-2">
            <span>{labelOf(supplierScoreGradeLabels, row.grade)}</span>
            <span className="h-2.5 overflow-hidden rounded bg-slate-100">
              <span className={`block h-full ${barColours[row.grade]}`} style={{ width: `${row.ratio}%` }} />
            </span>
            <span className="whitespace-nowrap text-right text-slate-600">
              {row.count} 家（{row.ratio}%）
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
