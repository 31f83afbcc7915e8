import { useQuery } from '@tanstack/react-query';
import { getPlanQuotaQueryOptions, getUserPurchaseCategoryListQueryOptions } from '@zc/sdk/react';
import { useState } from 'react';
import { formatMoney } from '@/shared/format/money.ts';
import { useSession } from '@/shared/session/session.ts';
import { Select } from '@/shared/ui/controls/Select.tsx';

const thisYear = new Date().getFullYear();
const years = [thisYear, thisYear - 1, thisYear - 2].map((year) => ({ value: String(year), label: `${year}年` }));

/**
 * 采购额度: the organisation's quota of a year (used by submitted and approved plans) and, with `mine`, the signed-in
 * user's per category (not shown beside someone else's plan); `year` is the one shown first (a plan's own), this
 * year's when absent.
 */
export function PlanQuota({ year: initial = thisYear, mine = true }: { year?: number | undefined; mine?: boolean }) {
  const [year, setYear] = useState(String(initial));
  const quota = useQuery(getPlanQuotaQueryOptions({ query: { year: Number(year) } }));
  const userId = useSession()?.userId ?? '';
  const categories = useQuery({
    ...getUserPurchaseCategoryListQueryOptions({ path: { userId } }),
    enabled: mine && Boolean(userId),
  });
  const amount = (label: string, value: number | undefined) => (
    <div className="flex flex-col">
      <span className="text-xs text-slate-500">{label}</span>
      <span className="text-base font-medium text-slate-800">{formatMoney(value)}</span>
    </div>
  );
  return (
    <section aria-label="采购额度" className="flex flex-wrap items-center gap-8 rounded bg-white p-4">
      <h3 className="border-l-4 border-brand pl-2 font-medium text-slate-800">采购额度</h3>
      <div className="w-28">
        <Select aria-label="额度年度" value={year} onChange={(value) => value && setYear(value)} options={years} />
      </div>
      {amount('年度额度', quota.data?.quotaAmount)}
      {amount('已使用', quota.data?.usedAmount)}
      {amount('可用额度', quota.data?.availableAmount)}
      {mine && (categories.data ?? []).length > 0 && (
        <ul aria-label="类目额度" className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-600">
          {categories.data?.map((category) => (
            <li key={category.categoryId}>
              {category.categoryName}：可用 {formatMoney(category.availableAmount)} /{' '}
              {formatMoney(category.quotaAmount)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
