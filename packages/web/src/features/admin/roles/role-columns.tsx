import { useQuery } from '@tanstack/react-query';
import type { components } from '@zc/sdk';
import { enabledFlagLabels, flagLabels, roleTypeLabels } from '@zc/sdk/labels';
import { listRoleTemplatesQueryOptions } from '@zc/sdk/react';
import { type ColumnSpec, columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { TableSection } from '@/shared/ui/TableSection.tsx';

type Role = components['schemas']['Role'];
type RoleType = components['schemas']['RoleType'];
type ColumnSpecs<Row> = Record<string, ColumnSpec<Row>>;

/** The columns of a role row. */
export const roleColumns: ColumnSpecs<Role> = {
  roleName: '角色名称',
  roleCode: '角色编码',
  roleType: ['角色类型', roleTypeLabels],
  orgName: '所属组织',
  status: ['状态', enabledFlagLabels],
  readonly: ['内置', flagLabels],
  sort: '排序',
  createTime: ['创建时间', 'dateTime'],
};

/** The columns of a role template row. */
const templateColumns: ColumnSpecs<Role> = {
  roleName: '模板名称',
  roleCode: '角色编码',
  roleType: ['角色类型', roleTypeLabels],
  description: '说明',
};

/** The role templates of a group (of every group without one), with their 操作 column. */
export function TemplateTable({ roleType, actions }: { roleType?: RoleType; actions: ColumnSpec<Role> }) {
  const templates = useQuery(listRoleTemplatesQueryOptions({ query: { roleType } }));
  return (
    <TableSection
      label="角色模板列表"
      records={templates.data ?? []}
      columns={columnsOf<Role>({ ...templateColumns, actions })}
    />
  );
}
