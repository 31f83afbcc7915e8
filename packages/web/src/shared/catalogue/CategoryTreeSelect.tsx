import { useQueryClient } from '@tanstack/react-query';
import { queryCategoryTreeAsyncQueryOptions } from '@zc/sdk/react';
import { useCallback } from 'react';
import { type TreeNode, TreeSelect, type TreeSelectProps } from '@/shared/ui/controls/TreeSelect.tsx';

/**
 * The children of a category in the lazily loaded tree (category/queryGodCategoryZtreeAsyn), one call per level and
 * cached with every other picker of it; invalidated categories are not offered.
 */
export function useCategoryChildren(): (parentId?: string) => Promise<TreeNode[]> {
  const client = useQueryClient();
  return useCallback(
    async (parentId) => {
      const nodes = await client.fetchQuery(
        queryCategoryTreeAsyncQueryOptions({ query: { parentId: parentId ?? '0' } }),
      );
      return nodes.map((node) => ({ id: node.id, label: node.name, isLeaf: node.isParent !== true }));
    },
    [client],
  );
}

/** How a category's path joins its names, as the backend writes it ('办公用品/文具/签字笔'). */
const PATH_SEPARATOR = '/';

/** A chosen category: its id and its path, the names from the top level down. */
export interface CategoryChoice {
  id: string;
  path: string;
}

export interface CategoryTreeSelectProps
  extends Omit<TreeSelectProps, 'onChange' | 'loadChildren' | 'pathSeparator' | 'selectableLeavesOnly'> {
  /** The category chosen, or nothing once cleared. */
  onChange: (choice: CategoryChoice | undefined) => void;
  /** Only categories without sub-categories may be chosen (goods hang on leaves); a parent's name opens it. */
  leafOnly?: boolean;
}

/**
 * A category picker over the lazily loaded category tree, one call per level, showing the chosen category by its
 * path; `valueLabel` gives that path until the category's level is loaded (a filter restored from the address, the
 * goods item being edited).
 */
export function CategoryTreeSelect({ onChange, leafOnly = false, ...props }: CategoryTreeSelectProps) {
  const loadChildren = useCategoryChildren();
  return (
    <TreeSelect
      placeholder="请选择分类"
      {...props}
      loadChildren={loadChildren}
      pathSeparator={PATH_SEPARATOR}
      selectableLeavesOnly={leafOnly}
      onChange={(id, _node, path) => onChange(id ? { id, path: path.join(PATH_SEPARATOR) } : undefined)}
    />
  );
}
