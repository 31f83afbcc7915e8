import { useQuery } from '@tanstack/react-query';
import { addResource, type components, updateResource } from '@zc/sdk';
import { resourceTypeLabels, roleTypeLabels } from '@zc/sdk/labels';
import { listAllRolesQueryOptions, listRoleTemplatesQueryOptions } from '@zc/sdk/react';
import { useState } from 'react';
import { labelOf } from '@/shared/format/labels.ts';
import { useMayCall } from '@/shared/permission/may-call.tsx';
import { Button } from '@/shared/ui/Button.tsx';
import { RowActions } from '@/shared/ui/controls/RowActions.tsx';
import { type NewResource, ResourceFormDialog } from './ResourceFormDialog.tsx';
import { RoleAuthorityTree } from './RoleAuthorityTree.tsx';
import type { Resource, ResourceNode } from './resource-tree.ts';

type Role = components['schemas']['Role'];
type RoleType = components['schemas']['RoleType'];

const roleTypes = [1, 2, 3, 4] as const;

/**
 * 资源管理: the menus and buttons of a role group as a tree, kept up here (新增, 编辑, 新增下级), and which of them each
 * role of the group holds (a role chosen on the left, its grant ticked in the tree and saved).
 */
export function ResourcesPage({ roleType: fixed }: { roleType?: RoleType }) {
  const [chosenType, setChosenType] = useState<RoleType>(fixed ?? 1);
  const roleType = fixed ?? chosenType;
  const [role, setRole] = useState<Role>();
  const [editing, setEditing] = useState<Resource | NewResource>();
  const mayAdd = useMayCall(addResource);
  const mayEdit = useMayCall(updateResource);

  const extra = (node: ResourceNode) => {
    const { resource } = node;
    return (
      <>
        <span className="w-10 text-xs text-slate-500">{labelOf(resourceTypeLabels, resource.resourceType)}</span>
        <span className="w-56 truncate text-xs text-slate-500" title={resource.url || resource.code}>
          {resource.resourceType === 1 ? resource.url && `/${resource.url}` : resource.code}
        </span>
        <span className="w-10 text-xs text-slate-500">
          {resource.resourceType === 1 && resource.show !== 1 ? '隐藏' : ''}
        </span>
        <RowActions
          className="w-32 justify-end"
          actions={[
            {
              label: '新增下级',
              hidden: !mayAdd || resource.resourceType !== 1,
              onClick: () => setEditing({ parentId: resource.id, parentName: resource.name, roleType }),
            },
            { label: '编辑', hidden: !mayEdit, onClick: () => setEditing(resource) },
          ]}
        />
      </>
    );
  };

  return (
    <div className="flex flex-col gap-3">
      {!fixed && (
        <div role="tablist" aria-label="角色类型" className="flex gap-2">
          {roleTypes.map((type) => (
            <Button
              key={type}
              role="tab"
              aria-selected={type === roleType}
              variant={type === roleType ? 'primary' : 'default'}
              onClick={() => {
                setChosenType(type);
                setRole(undefined);
              }}
            >
              {roleTypeLabels[type]}
            </Button>
          ))}
        </div>
      )}
      <div className="grid grid-cols-[240px_minmax(0,1fr)] gap-3">
        <RolePicker roleType={roleType} chosen={role} onChoose={setRole} />
        <RoleAuthorityTree
          key={roleType}
          roleType={roleType}
          role={role}
          extra={extra}
          toolbar={
            mayAdd && (
              <Button className="ml-auto" onClick={() => setEditing({ parentId: '0', roleType })}>
                新增资源
              </Button>
            )
          }
        />
      </div>
      {editing && <ResourceFormDialog target={editing} onClose={() => setEditing(undefined)} />}
    </div>
  );
}

/** The roles and role templates of a group; the one chosen has its grant shown in the tree. */
function RolePicker({
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
      <h3 className="px-3 pt-2 pb-1 text-xs text-slate-400">{title}</h3>
      {rows.length === 0 && <p className="px-3 py-1 text-xs text-slate-400">暂无数据</p>}
      {rows.map((role) => (
        <button
          key={role.id}
          type="button"
          aria-pressed={chosen?.id === role.id}
          onClick={() => onChoose(chosen?.id === role.id ? undefined : role)}
          className={`truncate px-3 py-1.5 text-left text-sm ${chosen?.id === role.id ? 'bg-brand-soft font-medium text-brand' : 'text-slate-700 hover:bg-slate-50'}`}
        >
          {role.roleName}
          {role.orgName && <span className="ml-1 text-xs text-slate-400">{role.orgName}</span>}
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

export const AdminResourcesPage = () => <ResourcesPage roleType={1} />;
export const PurchaserResourcesPage = () => <ResourcesPage roleType={2} />;
export const SupplierResourcesPage = () => <ResourcesPage roleType={3} />;
