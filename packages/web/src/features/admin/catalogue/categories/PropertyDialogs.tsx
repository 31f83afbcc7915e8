import { useQuery } from '@tanstack/react-query';
import { addPropertyValue, type components, deletePropertyValue, updatePropertyValue } from '@zc/sdk';
import { flagLabels, propertyFormInputTypeLabels, propertyFormPropertyTypeLabels } from '@zc/sdk/labels';
import {
  getPropertyQueryOptions,
  useAddProperty,
  useAddPropertyValue,
  useDeletePropertyValue,
  useUpdateProperty,
  useUpdatePropertyValue,
} from '@zc/sdk/react';
import { useState } from 'react';
import { optionsOf } from '@/shared/format/labels.ts';
import { AddButton, CrudRowActions } from '@/shared/ui/Crud/row-actions.tsx';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { completeList, DataTable } from '@/shared/ui/DataTable/DataTable.tsx';
import { Dialog } from '@/shared/ui/Dialog.tsx';
import { FormDialog, formValues } from '@/shared/ui/FormDialog/FormDialog.tsx';
import { SelectField, TextField } from '@/shared/ui/FormDialog/fields.tsx';
import { QueryState } from '@/shared/ui/QueryState.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';
import { propertySchema, propertyValueSchema } from './property-forms.ts';

type Property = components['schemas']['Property'];
type PropertyValue = components['schemas']['PropertyValue'];

const freshProperty = { propertyType: 1, inputType: 2, isRequired: 0, isSearch: 0, sort: 0 };

/** Adds a property to the category, or changes one: its kind, how goods editors fill it in, required, searchable. */
export function PropertyFormDialog({
  categoryId,
  property,
  onClose,
}: {
  categoryId: string;
  property: Property | 'new';
  onClose: () => void;
}) {
  const add = useAddProperty();
  const update = useUpdateProperty();
  const editing = property === 'new' ? undefined : property;
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={editing ? `编辑属性“${editing.name}”` : '新增属性'}
      schema={propertySchema}
      width="w-[560px]"
      defaultValues={formValues(propertySchema, { ...(editing ?? freshProperty), categoryId })}
      onSubmit={async (body) => {
        if (editing) await update.mutateAsync({ body: { ...body, id: editing.id } });
        else await add.mutateAsync({ body });
        toast.success('保存成功');
      }}
    >
      {(form) => (
        <>
          <TextField form={form} name="name" label="属性名称" required />
          <SelectField
            form={form}
            name="propertyType"
            label="属性类型"
            options={optionsOf(propertyFormPropertyTypeLabels)}
            required
          />
          <SelectField
            form={form}
            name="inputType"
            label="录入方式"
            options={optionsOf(propertyFormInputTypeLabels)}
            required
          />
          <SelectField form={form} name="isRequired" label="是否必填" options={optionsOf(flagLabels)} />
          <SelectField form={form} name="isSearch" label="用于商城筛选" options={optionsOf(flagLabels)} />
          <TextField form={form} name="sort" label="排序" type="number" />
        </>
      )}
    </FormDialog>
  );
}

/** 属性值: the fixed values of a choice property, added, changed and deleted (after asking) one by one. */
export function PropertyValuesDialog({ property, onClose }: { property: Property; onClose: () => void }) {
  const query = useQuery(getPropertyQueryOptions({ path: { id: property.id } }));
  const remove = useDeletePropertyValue();
  const [editing, setEditing] = useState<PropertyValue | 'new'>();
  const columns = columnsOf<PropertyValue>({
    value: '属性值',
    sort: '排序',
    actions: {
      header: '操作',
      cell: (value) => (
        <CrudRowActions
          kind="属性值"
          name={value.value}
          edit={{ call: updatePropertyValue, run: () => setEditing(value) }}
          remove={{ call: deletePropertyValue, run: () => remove.mutateAsync({ path: { id: value.id } }) }}
        />
      ),
    },
  });
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={`“${property.name}”的属性值`} width="w-[560px]">
      <div className="flex flex-col gap-3">
        <div>
          <AddButton call={addPropertyValue} label="新增属性值" onClick={() => setEditing('new')} />
        </div>
        <QueryState query={query}>
          {(loaded) => <DataTable label="属性值列表" columns={columns} {...completeList(loaded.values ?? [])} />}
        </QueryState>
      </div>
      {editing && (
        <PropertyValueFormDialog propertyId={property.id} value={editing} onClose={() => setEditing(undefined)} />
      )}
    </Dialog>
  );
}

function PropertyValueFormDialog({
  propertyId,
  value,
  onClose,
}: {
  propertyId: string;
  value: PropertyValue | 'new';
  onClose: () => void;
}) {
  const add = useAddPropertyValue();
  const update = useUpdatePropertyValue();
  const editing = value === 'new' ? undefined : value;
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={editing ? '编辑属性值' : '新增属性值'}
      schema={propertyValueSchema}
      width="w-[480px]"
      defaultValues={formValues(propertyValueSchema, { ...(editing ?? { sort: 0 }), propertyId })}
      onSubmit={async (body) => {
        if (editing) await update.mutateAsync({ body: { ...body, id: editing.id } });
        else await add.mutateAsync({ body });
        toast.success('保存成功');
      }}
    >
      {(form) => (
        <>
          <TextField form={form} name="value" label="属性值" required />
          <TextField form={form} name="sort" label="排序" type="number" />
        </>
      )}
    </FormDialog>
  );
}
