import type { components } from '@zc/sdk';
import { enabledFlagLabels, orgFormOrgTypeLabels } from '@zc/sdk/labels';
import { useAddOrg, useMoveOrg, useUpdateOrg } from '@zc/sdk/react';
import { OrgTreeField } from '@/features/admin/roles/OrgTreeField.tsx';
import { labelsOnly, optionsOf } from '@/shared/format/labels.ts';
import { FormDialog, formValues, type SchemaForm } from '@/shared/ui/FormDialog/FormDialog.tsx';
import { SelectField, TextAreaField, TextField } from '@/shared/ui/FormDialog/fields.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';
import { kindsUnder, newOrgSchema, orgEditSchema, orgMoveSchema } from './org-forms.ts';

type Org = components['schemas']['Org'];

/** What the organisation page has open: a new organisation under a parent (none: the top), a change, a move. */
export type OrgEdit = { step: 'add'; parent?: Org } | { step: 'edit' | 'move'; org: Org };

function OrgFields({ form }: { form: SchemaForm<typeof orgEditSchema> | SchemaForm<typeof newOrgSchema> }) {
  const bound = form as SchemaForm<typeof orgEditSchema>;
  return (
    <div className="grid grid-cols-2 gap-x-4 gap-y-3">
      <TextField form={bound} name="orgNameZh" label="组织名称" required />
      <TextField form={bound} name="shortName" label="简称" />
      <TextField form={bound} name="orgCode" label="组织编码" />
      <TextField form={bound} name="creditCode" label="统一社会信用代码" />
      <TextField form={bound} name="contactName" label="联系人" />
      <TextField form={bound} name="contactPhone" label="联系电话" />
      <TextField form={bound} name="sort" label="排序" type="number" />
      <SelectField form={bound} name="status" label="状态" options={optionsOf(enabledFlagLabels)} required />
      <div className="col-span-2 flex flex-col gap-3">
        <TextField form={bound} name="address" label="地址" />
        <TextAreaField form={bound} name="remark" label="备注" />
      </div>
    </div>
  );
}

/** 新增 an organisation under its parent, of a kind that parent may hold. */
function AddOrgDialog({ parent, onClose }: { parent?: Org; onClose: () => void }) {
  const add = useAddOrg();
  const kinds = kindsUnder(parent?.orgType);
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={parent ? `新增下级组织：${parent.orgNameZh}` : '新增顶级组织'}
      schema={newOrgSchema}
      width="w-[720px]"
      defaultValues={formValues(newOrgSchema, { orgType: kinds.length === 1 ? kinds[0] : undefined, status: 1 })}
      onSubmit={async (body) => {
        await add.mutateAsync({ body: { ...body, parentId: parent?.id ?? '0' } });
        toast.success('新增成功');
      }}
    >
      {(form) => (
        <>
          <SelectField
            form={form}
            name="orgType"
            label="组织类型"
            options={optionsOf(labelsOnly(orgFormOrgTypeLabels, kinds))}
            required
          />
          <OrgFields form={form} />
        </>
      )}
    </FormDialog>
  );
}

function EditOrgDialog({ org, onClose }: { org: Org; onClose: () => void }) {
  const update = useUpdateOrg();
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`编辑组织：${org.orgNameZh}`}
      schema={orgEditSchema}
      width="w-[720px]"
      defaultValues={formValues(orgEditSchema, org)}
      onSubmit={async (body) => {
        await update.mutateAsync({
          body: { ...body, id: org.id, parentId: org.parentId, orgType: org.orgType as 1 | 2 | 3 },
        });
        toast.success('保存成功');
      }}
    >
      {(form) => <OrgFields form={form} />}
    </FormDialog>
  );
}

/** 移动 an organisation, with everything under it, below another one (none chosen: to the top level). */
function MoveOrgDialog({ org, onClose }: { org: Org; onClose: () => void }) {
  const move = useMoveOrg();
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`移动组织：${org.orgNameZh}`}
      schema={orgMoveSchema}
      width="w-[520px]"
      defaultValues={{ parentId: '' }}
      submitText="移动"
      onSubmit={async ({ parentId }) => {
        await move.mutateAsync({ body: { id: org.id, parentId: parentId ?? '0' } });
        toast.success('已移动');
      }}
    >
      {(form) => (
        <>
          <p className="text-sm text-slate-500">其下级组织与用户随之移动。</p>
          <OrgTreeField form={form} name="parentId" label="新的上级组织" hint="不选则移为顶级组织" />
        </>
      )}
    </FormDialog>
  );
}

export function OrgDialogs({ edit, onClose }: { edit: OrgEdit; onClose: () => void }) {
  if (edit.step === 'add') return <AddOrgDialog parent={edit.parent} onClose={onClose} />;
  return edit.step === 'edit' ? (
    <EditOrgDialog org={edit.org} onClose={onClose} />
  ) : (
    <MoveOrgDialog org={edit.org} onClose={onClose} />
  );
}
