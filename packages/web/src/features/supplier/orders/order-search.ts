// Kept apart from the pages: route files import these names, and a route's options load before its page.

/** The filters of every supplier order list, declared by the routes with `listSearch`. */
export const orderFilterNames = ['orderNo', 'goodsName', 'status', 'startTime', 'endTime'] as const;

/** The filters of the after-sale lists. */
export const afterSaleFilterNames = ['afterSaleNo', 'orderNo', 'status', 'afterSaleType'] as const;
