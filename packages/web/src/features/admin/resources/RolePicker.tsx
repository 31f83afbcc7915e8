import { useQuery } from '@tanstack/react-query';
import type { components } from '@zc/sdk';
import { listAllRolesQueryOptions, listRoleTemplatesQueryOptions } from '@zc/sdk/react';

type Role = components['schemas']['Role'];
type RoleType = components['schemas']['RoleType'];

/** The roles and role templates of a group; the one chosen has its grant shown in the tree. */
export function RolePicker({
  roleType,
  chosen,
  onChoose,
}: {
  roleType: RoleType;
  chosen?: Role;
  onChoose: (role?: Role) => void;
}) {
  const roles = useQuery(listAllRolesQueryOptions({ query: { roleType } }));
  const templates = useQuery(listRoleTemplatesQueryOptions({ query: { roleType } }));
  const group = (title: string, rows: Role[] = []) => (
    <div className="flex flex-col">
      <h3 className="px-3 pt-2 pb-1 text-xs text-slate-500">{title}</h3>
      {rows.length === 0 && <p className="px-3 py-1 text-xs text-slate-500">暂无数据</p>}
      {rows.map((role) => (
        <button
          key={role.id}
          type="button"
          aria-pressed={chosen?.id === role.id}
          onClick={() => onChoose(chosen?.id === role.id ? undefined : role)}
          className={`truncate px-3 py-1.5 text-left text-sm ${chosen?.id === role.id ? 'bg-brand-soft font-medium text-brand' : 'text-slate-700 hover:bg-slate-50'}`}
        >
          {role.roleName}
          {role.orgName && <span className="ml-1 text-xs text-slate-500">{role.orgName}</span>}
        </button>
      ))}
    </div>
  );
  return (
    <nav
      aria-label="角色"
      className="flex max-h-[calc(100vh-220px)] flex-col overflow-auto rounded border border-slate-200 bg-white py-1"
    >
      <p className="px-3 py-1 text-xs text-slate-500">选择角色后勾选并保存其权限</p>
      {group('角色', roles.data)}
      {group('角色模板', templates.data)}
    </nav>
  );
}
