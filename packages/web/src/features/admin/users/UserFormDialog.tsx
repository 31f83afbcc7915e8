import { type components, encryptPassword, getRsaPublicKey } from '@zc/sdk';
import { purchaserUserTypeLabels } from '@zc/sdk/labels';
import { useAddPurchaserUser, useUpdateUserBase } from '@zc/sdk/react';
import { OrgTreeField } from '@/features/admin/roles/OrgTreeField.tsx';
import { optionsOf } from '@/shared/format/labels.ts';
import { FormDialog, formValues } from '@/shared/ui/FormDialog/FormDialog.tsx';
import { SelectField, TextField } from '@/shared/ui/FormDialog/fields.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';
import type { UserKind } from './kinds.ts';
import { newUserSchema, userBaseSchema } from './user-forms.ts';

type User = components['schemas']['User'];

/** The organisation a new user starts in: the one whose users are listed, if any. */
export interface OrgChoice {
  id: string;
  name: string;
}

/** 编辑 a user's name, phone and e-mail. */
function EditUserDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const update = useUpdateUserBase();
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`编辑用户：${user.account}`}
      schema={userBaseSchema}
      width="w-[520px]"
      defaultValues={formValues(userBaseSchema, user)}
      onSubmit={async (body) => {
        await update.mutateAsync({ body: { ...body, id: user.id } });
        toast.success('保存成功');
      }}
    >
      {(form) => (
        <>
          <TextField form={form} name="fullName" label="姓名" required />
          <TextField form={form} name="phone" label="手机号码" />
          <TextField form={form} name="email" label="电子邮箱" />
        </>
      )}
    </FormDialog>
  );
}

/** 新增 an administrator or purchasing-unit user in an organisation of the tree. */
function AddUserDialog({ kind, org, onClose }: { kind: UserKind; org?: OrgChoice; onClose: () => void }) {
  const add = useAddPurchaserUser();
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`新增${kind.label}`}
      schema={newUserSchema}
      width="w-[560px]"
      defaultValues={formValues(newUserSchema, { purchaserType: kind.purchaserType, orgId: org?.id })}
      onSubmit={async ({ purchaserType, password, ...body }) => {
        const encrypted = password && (await encryptPassword(await getRsaPublicKey(), password));
        await add.mutateAsync({
          path: { type: purchaserType },
          body: { ...body, ...(encrypted && { password: encrypted }) },
        });
        toast.success('新增成功');
      }}
    >
      {(form) => (
        <>
          {!kind.purchaserType && (
            <SelectField
              form={form}
              name="purchaserType"
              label="用户类型"
              options={optionsOf(purchaserUserTypeLabels)}
              required
            />
          )}
          <TextField form={form} name="account" label="登录账号" required hint="4 到 32 位字母、数字或 _ . @ -" />
          <TextField form={form} name="fullName" label="姓名" required />
          <TextField form={form} name="phone" label="手机号码" required />
          <TextField form={form} name="email" label="电子邮箱" />
          <OrgTreeField form={form} name="orgId" label="所属组织" required valueLabel={org?.name} />
          <TextField form={form} name="password" label="初始密码" type="password" hint="不填则使用平台默认初始密码" />
        </>
      )}
    </FormDialog>
  );
}

export function UserFormDialog({
  kind,
  user,
  org,
  onClose,
}: {
  kind: UserKind;
  user?: User;
  org?: OrgChoice;
  onClose: () => void;
}) {
  return user ? (
    <EditUserDialog user={user} onClose={onClose} />
  ) : (
    <AddUserDialog kind={kind} org={org} onClose={onClose} />
  );
}
