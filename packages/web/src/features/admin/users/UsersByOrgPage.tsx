import type { components } from '@zc/sdk';
import { useState } from 'react';
import { OrgTree } from '../organizations/OrgTree.tsx';
import { userKinds } from './kinds.ts';
import { UserListPage } from './UserListPage.tsx';

type OrgNode = components['schemas']['OrgTreeNode'];

/** 用户管理（组织）: the users of the organisation chosen in the tree , supplier or platform unit alike. */
export function UsersByOrgPage() {
  const [chosen, setChosen] = useState<OrgNode>();
  return (
    <div className="flex items-start gap-3">
      <aside aria-label="组织" className="sticky top-0 w-72 shrink-0 rounded bg-white p-3">
        <h3 className="mb-2 font-medium text-slate-800">组织树</h3>
        <div className="max-h-[calc(100vh-220px)] overflow-y-auto">
          <OrgTree selectedId={chosen?.id} onSelect={setChosen} />
        </div>
      </aside>
      <div className="min-w-0 flex-1">
        {chosen ? (
          <UserListPage
            key={chosen.id}
            kind={chosen.orgType === 4 ? userKinds.supplier : userKinds.all}
            org={{ id: chosen.id, name: chosen.name }}
          />
        ) : (
          <p className="rounded bg-white p-10 text-center text-sm text-slate-500">请在左侧选择组织，查看其用户</p>
        )}
      </div>
    </div>
  );
}
