import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type components, disableOrgRole, enableOrgRole, invalidateTag, pageOrgRoles } from '@zc/sdk';
import { useList } from '@/shared/list/use-list.ts';
import { useMayCall } from '@/shared/permission/may-call.tsx';
import { Button } from '@/shared/ui/Button.tsx';
import { confirm } from '@/shared/ui/ConfirmDialog/confirm.ts';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';
import { orgRoleFilters } from './filters.ts';

type OrgRole = components['schemas']['OrgRole'];

/**
 * 停用供应商角色: the supplier roles each supplier's accounts hold. Disabling one takes it from all of them (their
 * menus and calls go at once), enabling gives it back to the same accounts.
 */
export function OrgRolesPage() {
  const list = useList(pageOrgRoles, orgRoleFilters, { query: { roleType: 3 } });
  const client = useQueryClient();
  // The switches are GETs, as documented: called as changes here, and the roles and users they touch reloaded.
  const toggle = useMutation({
    mutationFn: ({ row, on }: { row: OrgRole; on: boolean }) =>
      (on ? enableOrgRole : disableOrgRole)({ query: { orgId: row.orgId, roleId: row.roleId } }),
    onSuccess: () => Promise.all(['roles', 'users-orgs'].map((tag) => invalidateTag(client, tag))),
  });
  const maySwitch = useMayCall(disableOrgRole);

  const switchRole = async (row: OrgRole) => {
    if (row.disabled === 1) {
      await toggle.mutateAsync({ row, on: true });
      return toast.success(`已启用，${row.userCount} 个账号恢复角色“${row.roleName}”`);
    }
    const message = `停用后“${row.orgName}”的 ${row.userCount} 个账号将失去角色“${row.roleName}”的菜单、按钮和操作权限，确定停用吗？`;
    if (!(await confirm({ title: '停用角色', message, confirmText: '停用', danger: true }))) return;
    await toggle.mutateAsync({ row, on: false });
    toast.success('已停用');
  };
  const columns = columnsOf<OrgRole>({
    orgName: '供应商',
    roleName: '角色',
    roleCode: '角色编码',
    userCount: '账号数',
    disabled: {
      header: '状态',
      cell: (row) => (row.disabled === 1 ? <span className="text-red-600">已停用</span> : '正常'),
    },
    actions: {
      header: '操作',
      cell: (row) =>
        maySwitch && (
          <Button variant="text" size="sm" onClick={() => switchRole(row)}>
            {row.disabled === 1 ? '启用' : '停用'}
          </Button>
        ),
    },
  });
  return (
    <ListPage label="供应商角色列表" list={list} columns={columns} rowKey={(row) => `${row.orgId}/${row.roleId}`} />
  );
}
