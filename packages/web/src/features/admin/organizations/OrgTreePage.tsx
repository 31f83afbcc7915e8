import { useQuery } from '@tanstack/react-query';
import type { components } from '@zc/sdk';
import { addOrg } from '@zc/sdk';
import { enabledFlagLabels, orgAuditStatusLabels, orgTypeLabels } from '@zc/sdk/labels';
import { getOrgByIdQueryOptions } from '@zc/sdk/react';
import { useState } from 'react';
import { formatDateTime } from '@/shared/format/date.ts';
import { labelOf } from '@/shared/format/labels.ts';
import { AddButton } from '@/shared/ui/Crud/row-actions.tsx';
import { Details } from '@/shared/ui/Details/Details.tsx';
import { QueryState } from '@/shared/ui/QueryState.tsx';
import { OrgDialogs, type OrgEdit } from './OrgDialogs.tsx';
import { OrgRowActions } from './OrgRowActions.tsx';
import { OrgTree } from './OrgTree.tsx';

type Org = components['schemas']['Org'];

/** 组织机构（树）: the tree, loaded level by level, and the organisation chosen in it, changed or moved in place. */
export function OrgTreePage() {
  const [chosenId, setChosenId] = useState<string>();
  const [edit, setEdit] = useState<OrgEdit>();
  return (
    <div className="flex items-start gap-3">
      <aside aria-label="组织" className="sticky top-0 w-80 shrink-0 rounded bg-white p-3">
        <header className="mb-2 flex items-center justify-between">
          <h3 className="font-medium text-slate-800">组织树</h3>
          <AddButton call={addOrg} label="新增顶级组织" onClick={() => setEdit({ step: 'add' })} />
        </header>
        <div className="max-h-[calc(100vh-220px)] overflow-y-auto">
          <OrgTree selectedId={chosenId} onSelect={(node) => setChosenId(node.id)} />
        </div>
      </aside>
      <div className="min-w-0 flex-1">
        {chosenId ? (
          <OrgDetails id={chosenId} onEdit={setEdit} />
        ) : (
          <p className="rounded bg-white p-10 text-center text-sm text-slate-500">请在左侧选择组织</p>
        )}
      </div>
      {edit && <OrgDialogs edit={edit} onClose={() => setEdit(undefined)} />}
    </div>
  );
}

function OrgDetails({ id, onEdit }: { id: string; onEdit: (edit: OrgEdit) => void }) {
  const query = useQuery(getOrgByIdQueryOptions({ path: { id } }));
  return (
    <QueryState query={query}>
      {(org: Org) => (
        <Details
          title={org.orgNameZh}
          actions={<OrgRowActions org={org} onEdit={onEdit} />}
          items={[
            { label: '组织类型', value: labelOf(orgTypeLabels, org.orgType) },
            { label: '简称', value: org.shortName },
            { label: '组织编码', value: org.orgCode },
            { label: '统一社会信用代码', value: org.creditCode },
            { label: '审核状态', value: labelOf(orgAuditStatusLabels, org.auditStatus) },
            { label: '状态', value: labelOf(enabledFlagLabels, org.status) },
            { label: '联系人', value: org.contactName },
            { label: '联系电话', value: org.contactPhone },
            { label: '排序', value: org.sort },
            { label: '地址', value: org.address, span: 3 },
            { label: '备注', value: org.remark, span: 3 },
            { label: '创建时间', value: formatDateTime(org.createTime) },
          ]}
        />
      )}
    </QueryState>
  );
}
