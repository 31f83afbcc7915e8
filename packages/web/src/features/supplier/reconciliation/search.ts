// Kept apart from the pages: route files import these names, and a route's options load before its page.

/** Filters of the reconcilable and unreconcilable order lists (/create-account); `tab` picks the list. */
export const accountOrderFilterNames = ['tab', 'orderNo', 'startTime', 'endTime'] as const;

/** Filters of the statement lists (/account-list, /local-supplier-other). */
export const accountFilterNames = ['accountNo', 'status', 'startTime', 'endTime'] as const;

/** Filters of the e-mall and local-mall reconciliation lists; `tab` picks the records or a side's results. */
export const reconciliationFilterNames = ['tab', 'supplierId', 'batchNo', 'orderNo', 'checkResult'] as const;

/** Filters of the e-invoice reconciliation list. */
export const invoiceFilterNames = ['invoiceNo', 'checkResult', 'startTime', 'endTime'] as const;

/** Filters of the local supplier's settlement orders; `status` is 已收货 (to settle) or 已完成 (settled). */
export const settlementFilterNames = ['status', 'orderNo', 'startTime', 'endTime'] as const;
