import { formatMoney } from '@/shared/format/money.ts';

const sizes = { sm: 'text-sm', md: 'text-base', lg: 'text-2xl' } as const;

/** A price in the mall's red, ¥ and two decimals; the market price struck through beside it when given. */
export function Price({
  value,
  marketPrice,
  size = 'md',
}: {
  value: number | undefined;
  marketPrice?: number;
  size?: keyof typeof sizes;
}) {
  return (
    <span className="inline-flex items-baseline gap-1.5">
      <span className={`font-semibold text-red-600 ${sizes[size]}`}>
        <span className="text-[0.75em]">¥</span>
        {formatMoney(value)}
      </span>
      {marketPrice !== undefined && value !== undefined && marketPrice > value && (
        <del className="text-xs text-slate-500">¥{formatMoney(marketPrice)}</del>
      )}
    </span>
  );
}
