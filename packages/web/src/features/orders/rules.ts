// What a purchaser may do with an order in each of its states (the mock backend refuses the rest in its own words).

/** Waiting for approval, for the supplier to accept, or to be shipped: the purchaser may still cancel. */
export const cancellable = (status: number) => status === 0 || status === 2 || status === 3;
/** What of a line was shipped and not received yet. */
export const toReceive = (line: { deliveredNum?: number; receivedNum?: number }) =>
  (line.deliveredNum ?? 0) - (line.receivedNum ?? 0);
/**
 * Shipped in part (部分发货) or in full (已发货), with something on its way: the purchaser confirms the receipt of all or
 * part of it. Without the lines (a list that lacks them), the state alone decides.
 */
export const receivable = (status: number, lines?: readonly Parameters<typeof toReceive>[0][]) =>
  (status === 4 || status === 5) && (lines === undefined || lines.some((line) => toReceive(line) > 0));
/** Received or completed: evaluation is open. */
export const receivedStates = [6, 7] as const;
export const received = (status: number) => (receivedStates as readonly number[]).includes(status);
/**
 * After-sale is open on what was received: a received or completed order, or one shipped in part or in full of which
 * something arrived (部分收货).
 */
export const afterSaleOpen = (order: { status: number; receivingStatus?: number }) =>
  received(order.status) || ((order.status === 4 || order.status === 5) && order.receivingStatus === 1);
/** Quantities may change until the supplier ships (待发货 first: the state most changes are asked in). */
export const changeableStates = [3, 2, 0] as const;
export const changeable = (status: number) => (changeableStates as readonly number[]).includes(status);
/** The states 订单处理 shows one at a time: what waits for the purchaser or the supplier. */
export const handleStates = [5, 4, 3, 2, 0] as const;
/** A received order not invoiced yet, or whose invoicing was refused, may apply for its invoice. */
export const invoiceable = (status: number, invoiceStatus?: number) =>
  received(status) && (invoiceStatus === undefined || invoiceStatus === 0 || invoiceStatus === 3);

// What an administrator may do to any order (the mock backend refuses the rest in its own words).

/** 更新状态: the states an order moves to from each state; cancelling and sending back have calls of their own. */
export const statusMoves: Partial<Record<number, readonly number[]>> = {
  0: [1, 2],
  2: [3],
  3: [4, 5],
  4: [5],
  5: [6],
  6: [7],
};
/** 退回: any order not rejected, completed, cancelled or sent back already. */
export const returnable = (status: number) => ![1, 7, 8, 9].includes(status);
