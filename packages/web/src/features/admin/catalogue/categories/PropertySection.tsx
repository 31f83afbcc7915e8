import { useQuery } from '@tanstack/react-query';
import { addProperty, type components, deleteProperty, updateProperty } from '@zc/sdk';
import { flagLabels, propertyInputTypeLabels, propertyPropertyTypeLabels } from '@zc/sdk/labels';
import { pagePropertiesQueryOptions, useDeleteProperty } from '@zc/sdk/react';
import { useState } from 'react';
import { AddButton, CrudRowActions } from '@/shared/ui/Crud/row-actions.tsx';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { completeList, DataTable } from '@/shared/ui/DataTable/DataTable.tsx';
import { PropertyFormDialog, PropertyValuesDialog } from './PropertyDialogs.tsx';

type Property = components['schemas']['Property'];

/** The category's own goods properties (sub-categories inherit them), each with its values. */
export function PropertySection({ categoryId }: { categoryId: string }) {
  const query = useQuery(pagePropertiesQueryOptions({ query: { categoryId, page: 1, limit: 100 } }));
  const remove = useDeleteProperty();
  const [editing, setEditing] = useState<Property | 'new'>();
  const [valuesOf, setValuesOf] = useState<Property>();
  const columns = columnsOf<Property>({
    name: '属性名称',
    propertyType: ['属性类型', propertyPropertyTypeLabels],
    inputType: ['录入方式', propertyInputTypeLabels],
    isRequired: ['是否必填', flagLabels],
    isSearch: ['用于筛选', flagLabels],
    values: { header: '可选值', cell: (property) => property.values?.map((value) => value.value).join('、') || '--' },
    sort: '排序',
    actions: {
      header: '操作',
      cell: (property) => (
        <div className="flex items-center gap-2">
          {property.inputType !== 1 && (
            <button type="button" className="text-brand hover:underline" onClick={() => setValuesOf(property)}>
              属性值
            </button>
          )}
          <CrudRowActions
            kind="属性"
            name={property.name}
            edit={{ call: updateProperty, run: () => setEditing(property) }}
            remove={{ call: deleteProperty, run: () => remove.mutateAsync({ path: { id: property.id } }) }}
          />
        </div>
      ),
    },
  });
  return (
    <section aria-label="商品属性" className="flex flex-col gap-2 rounded bg-white p-4">
      <header className="flex items-center justify-between">
        <h3 className="border-l-4 border-brand pl-2 font-medium text-slate-800">商品属性</h3>
        <AddButton call={addProperty} label="新增属性" onClick={() => setEditing('new')} />
      </header>
      <DataTable
        label="商品属性列表"
        columns={columns}
        {...completeList(query.data?.records)}
        isPending={query.isPending}
        error={query.error}
        onRetry={query.refetch}
      />
      {editing && (
        <PropertyFormDialog categoryId={categoryId} property={editing} onClose={() => setEditing(undefined)} />
      )}
      {valuesOf && <PropertyValuesDialog property={valuesOf} onClose={() => setValuesOf(undefined)} />}
    </section>
  );
}
