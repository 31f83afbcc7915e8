import { type components, updateAccountStatus } from '@zc/sdk';
import { useUpdateAccountStatus } from '@zc/sdk/react';
import { orderAccountStatusRequestSchema } from '@zc/sdk/schemas';
import { useState } from 'react';
import * as z from 'zod';
import type { AccountMove } from '@/features/reconciliation/rules.ts';
import { useAccountMove } from '@/features/reconciliation/StatementActions.tsx';
import { IfAllowed } from '@/shared/permission/may-call.tsx';
import { Button } from '@/shared/ui/Button.tsx';
import { FormDialog } from '@/shared/ui/FormDialog/FormDialog.tsx';
import { TextAreaField } from '@/shared/ui/FormDialog/fields.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';

type Account = components['schemas']['OrderAccount'];

/** What the purchaser's finance does with a statement: confirm or reject one sent, record the payment of one invoiced. */
const financeMoves: Partial<Record<Account['status'], readonly AccountMove[]>> = {
  0: [{ to: 1, label: '确认', done: '对账单已确认，等待供应商开票' }],
  3: [{ to: 4, label: '确认付款', done: '对账单已付款，其订单已完成' }],
};

const rejectSchema = z.object({
  remark: orderAccountStatusRequestSchema.shape.remark.unwrap().trim().min(1, '请填写驳回原因'),
});

/** A statement's buttons for those who may decide on it (finance); a rejection says why, for the supplier to read. */
export function StatementDecisions({ account }: { account: Account }) {
  const move = useAccountMove();
  const [rejecting, setRejecting] = useState(false);
  return (
    <IfAllowed call={updateAccountStatus}>
      <div className="flex flex-wrap gap-1">
        {financeMoves[account.status]?.map((change) => (
          <Button key={change.to} variant="text" size="sm" onClick={() => move(account, change)}>
            {change.label}
          </Button>
        ))}
        {account.status === 0 && (
          <Button variant="text" size="sm" onClick={() => setRejecting(true)}>
            驳回
          </Button>
        )}
      </div>
      {rejecting && <RejectDialog account={account} onClose={() => setRejecting(false)} />}
    </IfAllowed>
  );
}

function RejectDialog({ account, onClose }: { account: Account; onClose: () => void }) {
  const update = useUpdateAccountStatus();
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`驳回对账单：${account.accountNo}`}
      schema={rejectSchema}
      defaultValues={{ remark: '' }}
      onSubmit={async ({ remark }) => {
        await update.mutateAsync({ body: { id: account.id, status: 2, remark } });
        toast.success('对账单已驳回，供应商可修改后重新提交');
        onClose();
      }}
    >
      {(form) => <TextAreaField form={form} name="remark" label="驳回原因" required />}
    </FormDialog>
  );
}
