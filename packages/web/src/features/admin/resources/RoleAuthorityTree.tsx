import { useQuery } from '@tanstack/react-query';
import { type components, saveRoleAuthority } from '@zc/sdk';
import { getResourceTreeQueryOptions, getRoleAuthorityQueryOptions, useSaveRoleAuthority } from '@zc/sdk/react';
import { type ReactNode, useMemo, useState } from 'react';
import { useMayCall } from '@/shared/permission/may-call.tsx';
import { Button } from '@/shared/ui/Button.tsx';
import { confirm } from '@/shared/ui/ConfirmDialog/confirm.ts';
import { QueryState } from '@/shared/ui/QueryState.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';
import { CheckTree } from './CheckTree.tsx';
import { namesOf, type ResourceNode, resourceNodes } from './resource-tree.ts';

type Role = components['schemas']['Role'];
type RoleType = components['schemas']['RoleType'];

export interface RoleAuthorityTreeProps {
  roleType: RoleType;
  /** The role whose grant is ticked and saved; without one the tree shows the resources only. */
  role?: Role;
  /** What a row shows after its name (the resource manager's columns and actions). */
  extra?: (node: ResourceNode) => ReactNode;
  /** Buttons beside 保存权限 (新增资源). */
  toolbar?: ReactNode;
  onSaved?: () => void;
}

/**
 * The menus and buttons of a role group as a tree, with the role's grant ticked: saving replaces the grant, and
 * asks first when it takes resources away. The role's users get the new menus and buttons at their next sign-in.
 */
export function RoleAuthorityTree({ roleType, role, extra, toolbar, onSaved }: RoleAuthorityTreeProps) {
  const tree = useQuery(getResourceTreeQueryOptions({ query: { roleType } }));
  const granted = useQuery({
    ...getRoleAuthorityQueryOptions({ path: { roleId: role?.id ?? '' } }),
    enabled: Boolean(role),
  });
  const mayGrant = useMayCall(saveRoleAuthority);
  return (
    <QueryState query={tree}>
      {(resources) =>
        role && granted.data ? (
          <GrantEditor
            key={`${role.id}/${granted.dataUpdatedAt}`}
            role={role}
            resources={resources}
            initial={granted.data.resourceIds}
            editable={mayGrant}
            extra={extra}
            toolbar={toolbar}
            onSaved={onSaved}
          />
        ) : (
          <TreePanel toolbar={toolbar}>
            <CheckTree label="资源树" nodes={resourceNodes(resources)} checked={null} extra={extra} />
          </TreePanel>
        )
      }
    </QueryState>
  );
}

function GrantEditor({
  role,
  resources,
  initial,
  editable,
  extra,
  toolbar,
  onSaved,
}: {
  role: Role;
  resources: components['schemas']['Resource'][];
  initial: string[];
  editable: boolean;
  extra?: (node: ResourceNode) => ReactNode;
  toolbar?: ReactNode;
  onSaved?: () => void;
}) {
  const [checked, setChecked] = useState(() => new Set(initial));
  const nodes = useMemo(() => resourceNodes(resources), [resources]);
  const save = useSaveRoleAuthority();
  const changed = checked.size !== initial.length || initial.some((id) => !checked.has(id));

  const submit = async () => {
    const revoked = namesOf(resources, new Set(initial.filter((id) => !checked.has(id))));
    if (revoked.length > 0) {
      const shown = revoked.slice(0, 5).join('、') + (revoked.length > 5 ? ` 等 ${revoked.length} 项` : '');
      const message = `将收回角色“${role.roleName}”的 ${shown}。持有该角色的用户下次登录后不再看到这些菜单和按钮，确定保存吗？`;
      if (!(await confirm({ title: '收回权限', message, confirmText: '保存', danger: true }))) return;
    }
    await save.mutateAsync({ path: { roleId: role.id }, body: { resourceIds: [...checked] } });
    toast.success('权限已保存，用户下次登录后生效');
    onSaved?.();
  };

  return (
    <TreePanel
      toolbar={
        <>
          <span className="text-sm text-slate-600">
            勾选角色“<b>{role.roleName}</b>”可用的菜单与按钮
          </span>
          {editable && (
            <>
              <Button variant="primary" disabled={!changed} loading={save.isPending} onClick={submit}>
                保存权限
              </Button>
              <Button disabled={!changed} onClick={() => setChecked(new Set(initial))}>
                重置
              </Button>
            </>
          )}
          {toolbar}
        </>
      }
    >
      <CheckTree
        label="资源树"
        nodes={nodes}
        checked={checked}
        onChange={editable ? setChecked : undefined}
        cascade
        extra={extra}
      />
    </TreePanel>
  );
}

function TreePanel({ toolbar, children }: { toolbar?: ReactNode; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-2">
      {toolbar && <div className="flex flex-wrap items-center gap-2">{toolbar}</div>}
      <div className="max-h-[calc(100vh-260px)] overflow-auto rounded border border-slate-200 bg-white">{children}</div>
    </div>
  );
}
