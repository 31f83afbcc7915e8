// State names of the reconciliation domain, as the spec's enum descriptions name them, and the rules on them.

/** AccountStatus: a statement (对账单) from its creation by the supplier to its payment. */
export const accountStatusLabels = {
  0: '待采购人确认',
  1: '采购人已确认',
  2: '采购人驳回',
  3: '已开票',
  4: '已付款（已结算）',
  5: '已作废',
} as const;

/** CheckResult: how an order (or invoice) compared between the platform and the shop. */
export const checkResultLabels = {
  0: '未核对',
  1: '一致',
  2: '金额不一致',
  3: '平台有电商无',
  4: '电商有平台无',
  5: '无需核对',
} as const;

export const signStatusLabels = { 0: '未签认', 1: '已签认' } as const;

export type AccountStatus = keyof typeof accountStatusLabels;

/**
 * The moves a supplier may make on its statement (the purchaser confirms, rejects and pays): resubmit a rejected
 * one, mark a confirmed one invoiced, void one that is not yet invoiced.
 */
export const supplierAccountMoves: Partial<
  Record<AccountStatus, readonly { to: AccountStatus; label: string; done: string }[]>
> = {
  0: [{ to: 5, label: '作废', done: '对账单已作废' }],
  1: [
    { to: 3, label: '标记已开票', done: '对账单已标记为已开票' },
    { to: 5, label: '作废', done: '对账单已作废' },
  ],
  2: [
    { to: 0, label: '重新提交', done: '对账单已重新提交，等待采购人确认' },
    { to: 5, label: '作废', done: '对账单已作废' },
  ],
};

/** A statement the supplier can still change: not yet confirmed, or rejected. */
export const editableAccount = (status: number) => status === 0 || status === 2;

/** The amount of some orders, to the cent. */
export const sumOf = (orders: readonly { totalPrice: number }[]) =>
  Math.round(orders.reduce((sum, order) => sum + order.totalPrice, 0) * 100) / 100;
