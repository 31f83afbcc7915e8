import { useQuery } from '@tanstack/react-query';
import { listAllPurchaserOrgsQueryOptions } from '@zc/sdk/react';

/** The purchasing units (orgType 2; their departments, 3, share the unit's values), as id-to-name labels. */
export function usePurchaserLabels(): Record<string, string> {
  const { data = [] } = useQuery(listAllPurchaserOrgsQueryOptions());
  return Object.fromEntries(data.filter((org) => org.orgType === 2).map((org) => [org.id, org.orgNameZh]));
}
