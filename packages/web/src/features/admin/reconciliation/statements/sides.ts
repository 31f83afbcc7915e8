import type { components } from '@zc/sdk';

export type AccountSide = components['schemas']['AccountSide'];

/** Each side's statement list and the page that picks orders into a new statement of that side. */
export const statementPages = {
  1: { list: '/supplierReconciliation', select: '/supplierReconciliationSelect' },
  2: { list: '/pmReconciliation', select: '/pmReconciliationSelect' },
  3: { list: '/buyerReconciliation', select: '/buyerReconciliationSelect' },
} as const satisfies Record<AccountSide, { list: string; select: string }>;
