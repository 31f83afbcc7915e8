import type { components } from '@zc/sdk';
import { enabledFlagLabels, roleTypeLabels } from '@zc/sdk/labels';
import { useAddRole, useUpdateRole } from '@zc/sdk/react';
import { optionsOf } from '@/shared/format/labels.ts';
import { FormDialog, formValues } from '@/shared/ui/FormDialog/FormDialog.tsx';
import { SelectField, TextAreaField, TextField } from '@/shared/ui/FormDialog/fields.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';
import { OrgTreeField } from './OrgTreeField.tsx';
import { roleSchema } from './role-form.ts';

type Role = components['schemas']['Role'];
type RoleType = components['schemas']['RoleType'];

/** Adds a role or a role template (of the page's group when it has one), or changes one. */
export function RoleFormDialog({
  role,
  template,
  roleType,
  onClose,
}: {
  role: Role | 'new';
  template: boolean;
  roleType?: RoleType;
  onClose: () => void;
}) {
  const add = useAddRole();
  const update = useUpdateRole();
  const editing = role === 'new' ? undefined : role;
  const kind = template ? '角色模板' : '角色';
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={editing ? `编辑${kind}` : `新增${kind}`}
      schema={roleSchema}
      width="w-[560px]"
      defaultValues={formValues(roleSchema, editing ?? { roleType, status: 1, sort: 0 })}
      onSubmit={async (values) => {
        const body = { ...values, isTemplate: template ? (1 as const) : (0 as const) };
        if (editing) await update.mutateAsync({ path: { id: editing.id }, body });
        else await add.mutateAsync({ body });
        toast.success('保存成功');
      }}
    >
      {(form) => (
        <>
          <TextField form={form} name="roleName" label="角色名称" required />
          <TextField form={form} name="roleCode" label="角色编码" required hint="字母开头，可含字母、数字和下划线" />
          {!roleType && (
            <SelectField form={form} name="roleType" label="角色类型" options={optionsOf(roleTypeLabels)} required />
          )}
          {!template && (
            <OrgTreeField form={form} name="orgId" label="所属组织" valueLabel={editing?.orgName} hint="平台角色不选" />
          )}
          <SelectField form={form} name="status" label="状态" options={optionsOf(enabledFlagLabels)} />
          <TextField form={form} name="sort" label="排序" type="number" hint="数字小的在前" />
          <TextAreaField form={form} name="description" label="描述" rows={2} />
        </>
      )}
    </FormDialog>
  );
}
