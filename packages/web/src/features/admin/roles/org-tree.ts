import { useQueryClient } from '@tanstack/react-query';
import { getOrgTreeLazyQueryOptions } from '@zc/sdk/react';
import { useCallback } from 'react';

/** The organisations under one (the top level without one), one level per call (org/treeLazy), cached. */
export function useOrgChildren() {
  const client = useQueryClient();
  return useCallback(
    async (parentId?: string) => {
      const nodes = await client.fetchQuery(getOrgTreeLazyQueryOptions({ path: { id: parentId ?? '0' } }));
      return nodes.map((node) => ({ id: node.id, label: node.name, isLeaf: !node.isParent }));
    },
    [client],
  );
}
