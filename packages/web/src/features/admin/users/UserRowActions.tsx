import {
  adminResetUserPassword,
  batchAssignUserRoles,
  type components,
  deleteUser,
  editUserStatus,
  unlockUserAccount,
  updateUserBase,
} from '@zc/sdk';
import { useDeleteUser, useEditUserStatus, useUnlockUserAccount } from '@zc/sdk/react';
import { useMayCall } from '@/shared/permission/may-call.tsx';
import { confirm } from '@/shared/ui/ConfirmDialog/confirm.ts';
import { RowActions } from '@/shared/ui/controls/RowActions.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';
import type { UserKind } from './kinds.ts';

type User = components['schemas']['User'];

/** The dialog a user list has open. */
export type UserEdit = { step: 'add' } | { step: 'edit' | 'password'; user: User } | { step: 'roles'; users: User[] };

const ask = (title: string, message: string, confirmText: string) =>
  confirm({ title, message, confirmText, danger: true });

/** 编辑, 分配角色, 解锁 (a locked account), 停用/启用 (asked first), 重置密码 and 删除 (asked first). */
export function UserRowActions({
  user,
  kind,
  onEdit,
}: {
  user: User;
  kind: UserKind;
  onEdit: (edit: UserEdit) => void;
}) {
  const setStatus = useEditUserStatus();
  const unlock = useUnlockUserAccount();
  const remove = useDeleteUser();
  const may = {
    edit: useMayCall(updateUserBase),
    roles: useMayCall(batchAssignUserRoles),
    password: useMayCall(adminResetUserPassword),
    status: useMayCall(editUserStatus),
    unlock: useMayCall(unlockUserAccount),
    remove: useMayCall(deleteUser),
  };
  const who = `${user.fullName}（${user.account}）`;
  const toggle = async () => {
    const enable = user.status !== 1;
    if (!enable && !(await ask('停用账号', `确定停用“${who}”吗？停用后该账号不能登录。`, '停用'))) return;
    await setStatus.mutateAsync({ body: { id: user.id, status: enable ? 1 : 0 } });
    toast.success(enable ? '已启用' : '已停用');
  };
  const removeAsked = async () => {
    if (!(await ask('删除用户', `确定删除“${who}”吗？删除后不可恢复。`, '删除'))) return;
    await remove.mutateAsync({ path: { id: user.id } });
    toast.success('已删除');
  };
  const only = kind.distribution;
  return (
    <RowActions
      inline={3}
      actions={[
        { label: '编辑', hidden: only || !may.edit, onClick: () => onEdit({ step: 'edit', user }) },
        { label: '分配角色', hidden: !may.roles, onClick: () => onEdit({ step: 'roles', users: [user] }) },
        {
          label: '解锁',
          hidden: only || !may.unlock || user.locked !== 1,
          onClick: () => unlock.mutateAsync({ path: { id: user.id } }).then(() => toast.success('已解锁')),
        },
        { label: user.status === 1 ? '停用' : '启用', hidden: only || !may.status, onClick: toggle },
        { label: '重置密码', hidden: only || !may.password, onClick: () => onEdit({ step: 'password', user }) },
        { label: '删除', danger: true, hidden: only || !may.remove, onClick: removeAsked },
      ]}
    />
  );
}
