import { addOrg, type components, moveOrg, updateOrg } from '@zc/sdk';
import { useMayCall } from '@/shared/permission/may-call.tsx';
import { RowActions } from '@/shared/ui/controls/RowActions.tsx';
import type { OrgEdit } from './OrgDialogs.tsx';

type Org = components['schemas']['Org'];

/** 编辑, 新增下级 and 移动: suppliers are kept with their company, not here. */
export function OrgRowActions({ org, onEdit }: { org: Org; onEdit: (edit: OrgEdit) => void }) {
  const [mayAdd, mayEdit, mayMove] = [useMayCall(addOrg), useMayCall(updateOrg), useMayCall(moveOrg)];
  const supplier = org.orgType === 4;
  return (
    <RowActions
      inline={3}
      actions={[
        { label: '编辑', hidden: supplier || !mayEdit, onClick: () => onEdit({ step: 'edit', org }) },
        { label: '新增下级', hidden: supplier || !mayAdd, onClick: () => onEdit({ step: 'add', parent: org }) },
        { label: '移动', hidden: supplier || !mayMove, onClick: () => onEdit({ step: 'move', org }) },
      ]}
    />
  );
}
