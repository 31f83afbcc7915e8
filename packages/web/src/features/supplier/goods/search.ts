// Kept apart from the pages: route files import these names, and a route's options load before its page.

/** The search params both goods lists keep in their tab (categoryName only shows the chosen category again). */
export const goodsListFilters = [
  'name',
  'sku',
  'goodsState',
  'brandId',
  'itemType',
  'categoryId',
  'categoryName',
] as const;
