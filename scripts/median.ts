/** The median of a benchmark's runs (the upper of the two middle ones when their number is even); 0 when there are none. */
export const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
