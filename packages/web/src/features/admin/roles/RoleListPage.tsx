import { addRole, batchCreateRolesFromTemplates, type components, pageRoles } from '@zc/sdk';
import { useState } from 'react';
import { useList } from '@/shared/list/use-list.ts';
import { IfAllowed } from '@/shared/permission/may-call.tsx';
import { Button } from '@/shared/ui/Button.tsx';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { withoutFilter } from '@/shared/ui/ListPage/StateTabs.tsx';
import { roleFilters } from './filters.ts';
import { useRoleActions } from './role-actions.tsx';
import { roleColumns, TemplateTable } from './role-columns.tsx';
import { TemplateBatchDialog } from './TemplateBatchDialog.tsx';

type Role = components['schemas']['Role'];
type RoleType = components['schemas']['RoleType'];

/** 角色管理 (of one role group on -admin, -purchaser, -supplier): roles in use, and the templates roles are made from. */
export function RoleListPage({ roleType }: { roleType?: RoleType }) {
  const [tab, setTab] = useState<'roles' | 'templates'>('roles');
  const [batch, setBatch] = useState(false);
  const roles = useRoleActions({ template: false, roleType });
  const templates = useRoleActions({ template: true, roleType });
  const list = useList(pageRoles, roleFilters, { query: { roleType } });
  const actions = tab === 'roles' ? roles : templates;
  const toolbar = (
    <>
      <IfAllowed call={addRole}>
        <Button variant="primary" onClick={actions.add}>
          {tab === 'roles' ? '新增角色' : '新增模板'}
        </Button>
      </IfAllowed>
      <IfAllowed call={batchCreateRolesFromTemplates}>
        <Button onClick={() => setBatch(true)}>按模板批量创建</Button>
      </IfAllowed>
    </>
  );
  return (
    <div className="flex flex-col gap-3">
      <div role="tablist" aria-label="角色或模板" className="flex gap-2">
        {(['roles', 'templates'] as const).map((key) => (
          <Button
            key={key}
            role="tab"
            aria-selected={tab === key}
            variant={tab === key ? 'primary' : 'default'}
            onClick={() => setTab(key)}
          >
            {key === 'roles' ? '角色' : '角色模板'}
          </Button>
        ))}
      </div>
      {tab === 'roles' ? (
        <ListPage
          label="角色列表"
          list={roleType ? withoutFilter(list, 'roleType') : list}
          toolbar={toolbar}
          columns={columnsOf<Role>({ ...roleColumns, actions: roles.column })}
        />
      ) : (
        <>
          <div className="flex gap-2">{toolbar}</div>
          <TemplateTable roleType={roleType} actions={templates.column} />
        </>
      )}
      {actions.dialogs}
      {batch && <TemplateBatchDialog roleType={roleType} onClose={() => setBatch(false)} />}
    </div>
  );
}

export const AdminRolesPage = () => <RoleListPage roleType={1} />;
export const PurchaserRolesPage = () => <RoleListPage roleType={2} />;
export const SupplierRolesPage = () => <RoleListPage roleType={3} />;
