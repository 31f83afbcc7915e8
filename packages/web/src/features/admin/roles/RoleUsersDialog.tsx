import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type components, unbindRoleUser } from '@zc/sdk';
import { userStatusLabels } from '@zc/sdk/labels';
import { pageRoleUsersQueryOptions, useBatchBindRoleUsers, useUnbindRoleUser } from '@zc/sdk/react';
import { useState } from 'react';
import { useMayCall } from '@/shared/permission/may-call.tsx';
import { type BatchOutcome, BatchReport } from '@/shared/ui/BatchReport/BatchReport.tsx';
import { runEach } from '@/shared/ui/BatchReport/run-each.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { confirm } from '@/shared/ui/ConfirmDialog/confirm.ts';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { DataTable } from '@/shared/ui/DataTable/DataTable.tsx';
import { Dialog } from '@/shared/ui/Dialog.tsx';
import { Input } from '@/shared/ui/Input.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';
import { UserPicker } from './UserPicker.tsx';

type Role = components['schemas']['Role'];
type User = components['schemas']['User'];

/** 用户: who holds the role; binding more users, and taking the role from some (asked first, each reported). */
export function RoleUsersDialog({ role, onClose }: { role: Role; onClose: () => void }) {
  const [page, setPage] = useState({ current: 1, size: 10 });
  const [keyword, setKeyword] = useState('');
  const [picking, setPicking] = useState(false);
  const [report, setReport] = useState<BatchOutcome>();
  const users = useQuery({
    ...pageRoleUsersQueryOptions({ query: { roleId: role.id, keyword: keyword || undefined, ...page } }),
    placeholderData: keepPreviousData,
  });
  const unbind = useUnbindRoleUser();
  const bind = useBatchBindRoleUsers();
  const mayUnbind = useMayCall(unbindRoleUser);

  const unbindOne = async (user: User) => {
    const message = `确定解除用户“${user.fullName}”的角色“${role.roleName}”吗？该用户下次登录后不再有此角色的菜单和按钮。`;
    if (!(await confirm({ title: '解除角色', message, confirmText: '解除', danger: true }))) return;
    await unbind.mutateAsync({ path: { roleId: role.id, userId: user.id } });
    toast.success('已解除');
  };
  const unbindAll = async (rows: User[]) => {
    const message = `确定解除选中的 ${rows.length} 名用户的角色“${role.roleName}”吗？`;
    if (!(await confirm({ title: '批量解除', message, confirmText: '解除', danger: true }))) return;
    // One by one, so that a refused user leaves the others unbound and says why it stayed.
    const { done, failed } = await runEach(
      rows,
      (user) => `“${user.fullName}”`,
      (user) => unbind.mutateAsync({ path: { roleId: role.id, userId: user.id } }),
    );
    setReport({ done: `已解除 ${done} 名用户`, failed });
  };

  const columns = columnsOf<User>({
    account: '账号',
    fullName: '姓名',
    orgName: '所属组织',
    status: ['状态', userStatusLabels],
    actions: {
      header: '操作',
      cell: (user) =>
        mayUnbind && (
          <Button variant="text" size="sm" onClick={() => unbindOne(user)}>
            解除
          </Button>
        ),
    },
  });
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={`角色用户：${role.roleName}`} width="w-[820px]">
      <div className="flex flex-col gap-3">
        <div className="flex items-center gap-2">
          <Input
            aria-label="账号或姓名"
            placeholder="按账号或姓名查找"
            className="w-60"
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              setKeyword(event.currentTarget.value.trim());
              setPage((current) => ({ ...current, current: 1 }));
            }}
          />
          {role.status === 1 && (
            <Button variant="primary" className="ml-auto" onClick={() => setPicking(true)}>
              添加用户
            </Button>
          )}
        </div>
        <DataTable
          label="角色用户列表"
          columns={columns}
          data={users.data}
          isPending={users.isPending}
          error={users.error}
          onRetry={users.refetch}
          page={page}
          onPageChange={setPage}
          batchActions={
            mayUnbind
              ? (rows) => (
                  <Button size="sm" variant="danger" onClick={() => unbindAll(rows)}>
                    批量解除
                  </Button>
                )
              : undefined
          }
        />
      </div>
      {picking && (
        <UserPicker
          title={`添加用户：${role.roleName}`}
          suppliers={role.roleType === 3}
          orgId={role.orgId}
          roleId={role.id}
          action="绑定"
          onClose={() => setPicking(false)}
          onPick={async (picked) => {
            await bind.mutateAsync({ body: { roleId: role.id, userIds: picked.map((user) => user.id) } });
            const held = picked.filter((user) => user.roles?.some((one) => one.id === role.id)).length;
            toast.success(`已绑定 ${picked.length - held} 名用户${held ? `，${held} 名原已持有该角色` : ''}`);
          }}
        />
      )}
      {report && <BatchReport title="批量解除结果" outcome={report} onClose={() => setReport(undefined)} />}
    </Dialog>
  );
}
