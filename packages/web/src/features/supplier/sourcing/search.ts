// Kept apart from the pages: route files import these names, and a route's options load before its page.

/** The search params of the sourcing order lists (寻源订单, 寻源合同). */
export const sourcingOrderFilterNames = ['orderNo', 'sourcingName', 'status', 'startDate', 'endDate'] as const;
