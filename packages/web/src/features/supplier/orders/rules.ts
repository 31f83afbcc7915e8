// Business rules of a supplier's orders: which can be shipped, invoiced, or count as failed.

/** An order approved by the purchaser waits for the supplier to take it (接单), then it is shipped. */
export const acceptable = (status: number) => status === 2;
/** States an order is shipped from (the mock refuses the others with its own message). */
export const shippable = (status: number) => status === 3 || status === 4;
/** An invoice is uploaded once the goods are on their way or received. */
export const invoiceable = (status: number) => status >= 5 && status <= 7;
/** Orders that did not go through: rejected, cancelled or sent back (失败订单). */
export const failedStatuses = [1, 8, 9] as const;
