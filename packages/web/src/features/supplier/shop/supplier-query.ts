import { queryOptions } from '@tanstack/react-query';
import { getSupplierInfo, queryKeyOf } from '@zc/sdk';

/**
 * The signed-in supplier's own information. The spec reads it with a POST (supplier/info), so the SDK has no query
 * hook for it; keyed under its domain, it is refreshed by the supplier edits like any query of the domain.
 */
export const mySupplierQuery = queryOptions({
  queryKey: queryKeyOf(getSupplierInfo),
  queryFn: () => getSupplierInfo(),
});
