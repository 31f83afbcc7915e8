import { useQueryClient } from '@tanstack/react-query';
import { queryCategoryTreeAsyncQueryOptions } from '@zc/sdk/react';
import { useCallback, useEffect, useState } from 'react';
import { Controller, type FieldValues } from 'react-hook-form';
import { type CheckNode, CheckTree } from '@/features/admin/resources/CheckTree.tsx';
import { Field } from '@/shared/ui/Field.tsx';
import { type BoundProps, errorOf } from '@/shared/ui/FormDialog/fields.tsx';

/** Categories ticked in the catalogue's tree, loaded a level at a time as it is opened; kept as their ids. */
export function CategoriesField<V extends FieldValues>({ form, name, label, required, hint }: BoundProps<V>) {
  const client = useQueryClient();
  const load = useCallback(
    async (parentId = '0'): Promise<CheckNode[]> => {
      const nodes = await client.fetchQuery(queryCategoryTreeAsyncQueryOptions({ query: { parentId } }));
      return nodes.map((node) => ({ id: node.id, label: node.name, isLeaf: node.isParent !== true }));
    },
    [client],
  );
  const [tops, setTops] = useState<CheckNode[]>();
  useEffect(() => {
    load().then(setTops, () => setTops([]));
  }, [load]);
  return (
    <Field label={label} required={required} hint={hint} error={errorOf(form, name)}>
      {() => (
        <Controller
          control={form.control}
          name={name}
          render={({ field }) => {
            const ids = new Set<string>(Array.isArray(field.value) ? field.value : []);
            return (
              <div className="max-h-64 overflow-auto rounded border border-slate-200">
                {tops ? (
                  <CheckTree
                    label={label}
                    nodes={tops}
                    checked={ids}
                    loadChildren={load}
                    onChange={(next) => field.onChange([...next])}
                  />
                ) : (
                  <p className="p-2 text-xs text-slate-500">加载中</p>
                )}
              </div>
            );
          }}
        />
      )}
    </Field>
  );
}
