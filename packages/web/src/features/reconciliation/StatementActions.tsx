import type { components } from '@zc/sdk';
import { accountStatusLabels } from '@zc/sdk/labels';
import { useUpdateAccountStatus } from '@zc/sdk/react';
import { Permission } from '@/shared/permission/Permission.tsx';
import { Button } from '@/shared/ui/Button.tsx';
import { confirm } from '@/shared/ui/ConfirmDialog/confirm.ts';
import { toast } from '@/shared/ui/Toast/toast.ts';
import { type AccountMove, editableAccount, supplierAccountMoves } from './rules.ts';

type Account = components['schemas']['OrderAccount'];

/** Moves a statement to another state once its user confirms, saying so when done. */
export function useAccountMove() {
  const updateStatus = useUpdateAccountStatus();
  return async (account: Account, { to, label, done }: AccountMove) => {
    const confirmed = await confirm({
      title: label,
      message: `确定将对账单 ${account.accountNo} ${label}吗？状态将变为“${accountStatusLabels[to]}”。`,
      ...(to === 5 && { danger: true }),
    });
    if (!confirmed) return;
    updateStatus.mutate({ body: { id: account.id, status: to } }, { onSuccess: () => toast.success(done) });
  };
}

/** A statement's row buttons: edit while unconfirmed, and the state changes that are the supplier's, each confirmed. */
export function StatementActions({ account, onEdit }: { account: Account; onEdit: (account: Account) => void }) {
  const move = useAccountMove();
  return (
    <div className="flex flex-wrap gap-1">
      <Permission value="account:edit">
        {editableAccount(account.status) && (
          <Button variant="text" size="sm" onClick={() => onEdit(account)}>
            编辑
          </Button>
        )}
        {supplierAccountMoves[account.status]?.map((change) => (
          <Button key={change.to} variant="text" size="sm" onClick={() => move(account, change)}>
            {change.label}
          </Button>
        ))}
      </Permission>
    </div>
  );
}
