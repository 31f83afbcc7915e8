// Business rules of a supplier's orders: which can be shipped, invoiced, or count as failed.

/** States an order is shipped from (the mock refuses the others with its own message). */
export const shippable = (status: number) => status === 3 || status === 4;
/** An invoice is uploaded once the goods are on their way or received. */
export const invoiceable = (status: number) => status >= 5 && status <= 7;
/** Orders that did not go through: rejected, cancelled or sent back (失败订单). */
export const failedStatuses = [1, 8, 9] as const;
