// Kept apart from the pages: route files import these names, and a route's options load before its page.

export const agreementGoodsFilterNames = ['name', 'sku', 'goodsState'] as const;
export const goodsToAddFilterNames = ['name', 'sku', 'itemType'] as const;
export const evaluateFilterNames = ['goodsName', 'orderNo', 'score'] as const;
