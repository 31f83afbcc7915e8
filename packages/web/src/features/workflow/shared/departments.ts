import { useQuery, useQueryClient } from '@tanstack/react-query';
import { listWorkflowOrgsQueryOptions } from '@zc/sdk/react';
import { useCallback } from 'react';
import type { Labels } from '@/shared/format/labels.ts';
import type { TreeNode } from '@/shared/ui/controls/TreeSelect.tsx';

/** The organisations under one (the units without one) of the workflow service, one level per call, cached. */
export function useDepartmentChildren() {
  const client = useQueryClient();
  return useCallback(
    async (parentId?: string): Promise<TreeNode[]> => {
      const orgs = await client.fetchQuery(listWorkflowOrgsQueryOptions({ query: { parentId } }));
      return orgs.map((org) => ({ id: org.id, label: org.name, isLeaf: !org.isParent }));
    },
    [client],
  );
}

/** The purchasing units by id, as a filter's options. */
export function useUnitLabels(): Labels {
  const units = useQuery(listWorkflowOrgsQueryOptions({}));
  return Object.fromEntries((units.data ?? []).map((org) => [org.id, org.name]));
}
