import type { components } from '@zc/sdk';
import { flagLabels, resourceTypeLabels } from '@zc/sdk/labels';
import { useAddResource, useUpdateResource } from '@zc/sdk/react';
import { optionsOf } from '@/shared/format/labels.ts';
import { FormDialog, formValues } from '@/shared/ui/FormDialog/FormDialog.tsx';
import { SelectField, TextField } from '@/shared/ui/FormDialog/fields.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';
import { resourceSchema } from './resource-form.ts';
import type { Resource } from './resource-tree.ts';

type RoleType = components['schemas']['RoleType'];

/** Where a new resource goes: under a parent (or at the top, '0'), in a role group. */
export interface NewResource {
  parentId: string;
  parentName?: string;
  roleType: RoleType;
}

/** Adds a menu or button to a role group's tree, or changes one. */
export function ResourceFormDialog({ target, onClose }: { target: Resource | NewResource; onClose: () => void }) {
  const add = useAddResource();
  const update = useUpdateResource();
  const editing = 'id' in target ? target : undefined;
  const fresh = { resourceType: 1, module: 'main', show: 1, sort: 0 };
  const title = editing
    ? '编辑资源'
    : target.parentId === '0'
      ? '新增资源'
      : `新增“${(target as NewResource).parentName}”的下级资源`;
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      schema={resourceSchema}
      width="w-[560px]"
      defaultValues={formValues(resourceSchema, editing ?? fresh)}
      onSubmit={async (values) => {
        const place = { parentId: target.parentId, roleType: target.roleType };
        if (editing) await update.mutateAsync({ body: { ...values, ...place, id: editing.id } });
        else await add.mutateAsync({ body: { ...values, ...place } });
        toast.success('保存成功');
      }}
    >
      {(form) => (
        <>
          <TextField form={form} name="name" label="资源名称" required />
          <SelectField
            form={form}
            name="resourceType"
            label="资源类型"
            options={optionsOf(resourceTypeLabels)}
            required
          />
          <TextField form={form} name="url" label="路由地址" placeholder="菜单的页面路径，不含开头的 /" />
          <TextField form={form} name="code" label="权限标识" placeholder="按钮的权限字符串，如 goods:shelf" />
          <TextField form={form} name="module" label="模块" />
          <TextField form={form} name="icon" label="图标" />
          <SelectField form={form} name="show" label="在菜单显示" options={optionsOf(flagLabels)} />
          <TextField form={form} name="sort" label="排序" type="number" hint="同级中数字小的在前" />
        </>
      )}
    </FormDialog>
  );
}
