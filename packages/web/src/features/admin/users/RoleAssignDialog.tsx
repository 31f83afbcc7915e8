import { useQuery } from '@tanstack/react-query';
import type { components } from '@zc/sdk';
import { roleTypeLabels } from '@zc/sdk/labels';
import { listAllRolesQueryOptions, useBatchAssignPurchaserRoles, useBatchAssignUserRoles } from '@zc/sdk/react';
import { useState } from 'react';
import { type BatchOutcome, BatchReport } from '@/shared/ui/BatchReport/BatchReport.tsx';
import { runEach } from '@/shared/ui/BatchReport/run-each.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { Dialog } from '@/shared/ui/Dialog.tsx';
import type { UserKind } from './kinds.ts';

type User = components['schemas']['User'];

/**
 * 分配角色: the roles ticked replace the roles of each user chosen (one user's current roles are ticked to start
 * with); each user is changed on its own, so the report says who got them and who did not, and why.
 */
export function RoleAssignDialog({ users, kind, onClose }: { users: User[]; kind: UserKind; onClose: () => void }) {
  const roles = useQuery(listAllRolesQueryOptions());
  const offered = (roles.data ?? []).filter((role) => (kind.roleTypes as readonly number[]).includes(role.roleType));
  const [chosen, setChosen] = useState(
    () => new Set(users.length === 1 ? (users[0]?.roles ?? []).map((r) => r.id) : []),
  );
  const [outcome, setOutcome] = useState<BatchOutcome>();
  const assignAny = useBatchAssignUserRoles();
  const assignPurchasers = useBatchAssignPurchaserRoles();
  const assign = kind.purchaserBatch ? assignPurchasers : assignAny;
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    setBusy(true);
    const { done, failed } = await runEach(
      users,
      (user) => `${user.fullName}（${user.account}）`,
      (user) => assign.mutateAsync({ body: { userIds: [user.id], roleIds: [...chosen] } }),
    );
    setBusy(false);
    setOutcome({ done: `已为 ${done} 名用户分配角色`, failed });
  };
  if (outcome) return <BatchReport title="分配角色结果" outcome={outcome} onClose={onClose} />;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`分配角色（已选 ${users.length} 名用户）`}
      width="w-[560px]"
      footer={
        <>
          <Button onClick={onClose}>取消</Button>
          <Button variant="primary" loading={busy} onClick={submit}>
            确定
          </Button>
        </>
      }
    >
      <p className="mb-3 text-sm text-slate-500">
        {users.map((user) => user.fullName).join('、')}：所选角色将替换其现有角色，不选则收回全部角色。
      </p>
      <fieldset aria-label="角色" className="grid max-h-72 grid-cols-2 gap-2 overflow-y-auto text-sm">
        {roles.isPending && <p className="text-slate-500">加载中</p>}
        {offered.map((role) => (
          <label key={role.id} className="flex items-center gap-1.5">
            <input
              type="checkbox"
              className="accent-brand"
              checked={chosen.has(role.id)}
              onChange={(event) => {
                const next = new Set(chosen);
                event.target.checked ? next.add(role.id) : next.delete(role.id);
                setChosen(next);
              }}
            />
            {role.roleName}
            <span className="text-xs text-slate-500">{role.orgName ?? roleTypeLabels[role.roleType]}</span>
          </label>
        ))}
      </fieldset>
    </Dialog>
  );
}
