import { type components, deleteRole, getRoleAuthority, pageRoleUsers, updateRole } from '@zc/sdk';
import { useDeleteRole } from '@zc/sdk/react';
import { useState } from 'react';
import { useMayCall } from '@/shared/permission/may-call.tsx';
import { confirm } from '@/shared/ui/ConfirmDialog/confirm.ts';
import { RowActions } from '@/shared/ui/controls/RowActions.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';
import { AuthorityDialog } from './AuthorityDialog.tsx';
import { RoleFormDialog } from './RoleFormDialog.tsx';
import { RoleUsersDialog } from './RoleUsersDialog.tsx';

type Role = components['schemas']['Role'];
type RoleType = components['schemas']['RoleType'];
type Open = { kind: 'form'; role: Role | 'new' } | { kind: 'authority' | 'users'; role: Role };

/**
 * What a role row offers: 编辑 and 删除 (asked first) unless built in, 分配权限, and for a role in use its 用户; with
 * the dialogs they open. `template`: the rows are role templates.
 */
export function useRoleActions({ template, roleType }: { template: boolean; roleType?: RoleType }) {
  const [open, setOpen] = useState<Open>();
  const remove = useDeleteRole();
  const mayEdit = useMayCall(updateRole);
  const mayRemove = useMayCall(deleteRole);
  const mayGrant = useMayCall(getRoleAuthority);
  const mayListUsers = useMayCall(pageRoleUsers);
  const kind = template ? '角色模板' : '角色';

  const removeOne = async (role: Role) => {
    const message = `确定删除${kind}“${role.roleName}”吗？${template ? '' : '持有该角色的用户将失去它的菜单和按钮，'}删除后不可恢复。`;
    if (!(await confirm({ title: `删除${kind}`, message, confirmText: '删除', danger: true }))) return;
    await remove.mutateAsync({ path: { id: role.id } });
    toast.success('已删除');
  };
  const close = () => setOpen(undefined);
  return {
    add: () => setOpen({ kind: 'form', role: 'new' }),
    column: {
      header: '操作',
      cell: (role: Role) => (
        <RowActions
          inline={4}
          actions={[
            { label: '编辑', hidden: !mayEdit || role.readonly === 1, onClick: () => setOpen({ kind: 'form', role }) },
            { label: '分配权限', hidden: !mayGrant, onClick: () => setOpen({ kind: 'authority', role }) },
            { label: '用户', hidden: template || !mayListUsers, onClick: () => setOpen({ kind: 'users', role }) },
            { label: '删除', danger: true, hidden: !mayRemove || role.readonly === 1, onClick: () => removeOne(role) },
          ]}
        />
      ),
    },
    dialogs: (
      <>
        {open?.kind === 'form' && (
          <RoleFormDialog role={open.role} template={template} roleType={roleType} onClose={close} />
        )}
        {open?.kind === 'authority' && <AuthorityDialog role={open.role} onClose={close} />}
        {open?.kind === 'users' && <RoleUsersDialog role={open.role} onClose={close} />}
      </>
    ),
  };
}
