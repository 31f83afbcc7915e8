// Kept apart from the pages: route files import these names, and a route's options load before its page.
// `id` names the activity or order whose detail is open, so that it stays open across a tab switch.

export const welfareActivityFilterNames = ['welfareName', 'status', 'id'] as const;
export const welfareUserOrderFilterNames = ['orderNo', 'status', 'welfareId', 'startTime', 'endTime', 'id'] as const;
