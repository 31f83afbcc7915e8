import { addOrg, type components, pageOrgs } from '@zc/sdk';
import { enabledFlagLabels, orgAuditStatusLabels, orgTypeLabels } from '@zc/sdk/labels';
import { useState } from 'react';
import { useList } from '@/shared/list/use-list.ts';
import { AddButton } from '@/shared/ui/Crud/row-actions.tsx';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { orgFilters } from './filters.ts';
import { OrgDialogs, type OrgEdit } from './OrgDialogs.tsx';
import { OrgRowActions } from './OrgRowActions.tsx';
import { OrgTree } from './OrgTree.tsx';

type Org = components['schemas']['Org'];
type OrgNode = components['schemas']['OrgTreeNode'];

/** 组织机构: the tree, loaded level by level, beside the organisations under the one chosen (all, until one is). */
export function OrganizationPage() {
  const [chosen, setChosen] = useState<OrgNode>();
  const list = useList(pageOrgs, orgFilters, { query: { parentId: chosen?.id } });
  const [edit, setEdit] = useState<OrgEdit>();
  const columns = columnsOf<Org>({
    orgNameZh: '组织名称',
    shortName: '简称',
    orgType: ['组织类型', orgTypeLabels],
    orgCode: '组织编码',
    contactName: '联系人',
    contactPhone: '联系电话',
    auditStatus: ['审核状态', orgAuditStatusLabels],
    status: ['状态', enabledFlagLabels],
    sort: '排序',
    actions: { header: '操作', cell: (org) => <OrgRowActions org={org} onEdit={setEdit} /> },
  });
  return (
    <div className="flex items-start gap-3">
      <aside aria-label="组织" className="sticky top-0 w-72 shrink-0 rounded bg-white p-3">
        <header className="mb-2 flex items-center justify-between">
          <h3 className="font-medium text-slate-800">组织树</h3>
          {chosen && (
            <button type="button" className="text-sm text-brand hover:underline" onClick={() => setChosen(undefined)}>
              查看全部
            </button>
          )}
        </header>
        <div className="max-h-[calc(100vh-220px)] overflow-y-auto">
          <OrgTree selectedId={chosen?.id} onSelect={setChosen} />
        </div>
      </aside>
      <div className="min-w-0 flex-1">
        <ListPage
          label={chosen ? `${chosen.name}的下级组织` : '组织列表'}
          list={list}
          columns={columns}
          toolbar={<AddButton call={addOrg} label="新增顶级组织" onClick={() => setEdit({ step: 'add' })} />}
        />
      </div>
      {edit && <OrgDialogs edit={edit} onClose={() => setEdit(undefined)} />}
    </div>
  );
}
