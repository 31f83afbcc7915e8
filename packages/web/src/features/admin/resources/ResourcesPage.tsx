import { addResource, type components, updateResource } from '@zc/sdk';
import { resourceTypeLabels, roleTypeLabels } from '@zc/sdk/labels';
import { useState } from 'react';
import { labelOf } from '@/shared/format/labels.ts';
import { useMayCall } from '@/shared/permission/may-call.tsx';
import { Button } from '@/shared/ui/Button.tsx';
import { RowActions } from '@/shared/ui/controls/RowActions.tsx';
import { type NewResource, ResourceFormDialog } from './ResourceFormDialog.tsx';
import { RoleAuthorityTree } from './RoleAuthorityTree.tsx';
import { RolePicker } from './RolePicker.tsx';
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

export const AdminResourcesPage = () => <ResourcesPage roleType={1} />;
export const PurchaserResourcesPage = () => <ResourcesPage roleType={2} />;
export const SupplierResourcesPage = () => <ResourcesPage roleType={3} />;
