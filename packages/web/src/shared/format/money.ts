/** '--' stands for an empty value everywhere in the platform. */
export const EMPTY = '--';

const yuan = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Money with two decimals, '.' as the decimal point and ',' between thousands; '--' when there is no amount. */
export function formatMoney(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return EMPTY;
  const amount = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(amount) ? yuan.format(amount) : EMPTY;
}

/** An amount in yuan rounded to cents, as the platform keeps money (sums of amounts drift in binary). */
export const twoDecimals = (value: number) => Math.round(value * 100) / 100;
