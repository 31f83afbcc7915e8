// Kept apart from the pages: route files import these names, and a route's options load before its page.

export const welfareOrderFilterNames = ['orderNo', 'status', 'startTime', 'endTime'] as const;
export const welfareAfterSaleFilterNames = ['afterSaleNo', 'orderNo', 'status'] as const;
