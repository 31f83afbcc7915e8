import { formatMoney } from '@/shared/format/money.ts';

/** The count and amount of what a list's filters give, beside its toolbar. */
export function FilteredTotals({ count, unit, amount }: { count: number; unit: string; amount: number }) {
  return (
    <output aria-label="筛选合计" className="text-sm text-slate-600">
      共 <strong className="text-brand">{count}</strong> {unit}，合计金额
      <strong className="ml-1 text-brand">¥{formatMoney(amount)}</strong>
    </output>
  );
}
