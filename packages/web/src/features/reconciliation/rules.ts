import type { components } from '@zc/sdk';
import { twoDecimals } from '@/shared/format/money.ts';

export type AccountStatus = components['schemas']['AccountStatus'];

/** A move of the supplier's on its statement: the state it leads to, its button and what is said once done. */
export interface AccountMove {
  to: AccountStatus;
  label: string;
  done: string;
}

/**
 * The moves a supplier may make on its statement (the purchaser confirms, rejects and pays): resubmit a rejected
 * one, mark a confirmed one invoiced, void one that is not yet invoiced.
 */
export const supplierAccountMoves: Partial<Record<AccountStatus, readonly AccountMove[]>> = {
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
  twoDecimals(orders.reduce((sum, order) => sum + order.totalPrice, 0));
