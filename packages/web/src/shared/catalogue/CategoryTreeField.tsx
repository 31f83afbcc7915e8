import { useQueryClient } from '@tanstack/react-query';
import { queryCategoryTreeAsyncQueryOptions } from '@zc/sdk/react';
import { useCallback } from 'react';
import { Controller, type FieldValues } from 'react-hook-form';
import { type TreeNode, TreeSelect } from '@/shared/ui/controls/TreeSelect.tsx';
import { Field } from '@/shared/ui/Field.tsx';
import { type BoundProps, errorOf } from '@/shared/ui/FormDialog/fields.tsx';

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

/** A category of any level, chosen in the lazy category tree; kept in the form as its id. */
export function CategoryTreeField<V extends FieldValues>({
  form,
  name,
  label,
  required,
  hint,
  valueLabel,
  leafOnly = false,
}: BoundProps<V> & {
  /** The chosen category's name while its level is not loaded (the record being edited names it). */
  valueLabel?: string;
  /** Only categories without sub-categories may be chosen. */
  leafOnly?: boolean;
}) {
  const loadChildren = useCategoryChildren();
  return (
    <Field label={label} required={required} hint={hint} error={errorOf(form, name)}>
      {(control) => (
        <Controller
          control={form.control}
          name={name}
          render={({ field }) => (
            <TreeSelect
              {...control}
              value={typeof field.value === 'string' ? field.value : ''}
              valueLabel={valueLabel}
              onChange={(id) => field.onChange(id)}
              loadChildren={loadChildren}
              selectableLeavesOnly={leafOnly}
              placeholder="请选择分类"
              clearable={!required}
            />
          )}
        />
      )}
    </Field>
  );
}
