/** A number with two decimals, as the platform keeps money, prices, rates and averages. */
export const twoDecimals = (value: number) => Math.round(value * 100) / 100;
