import { useEditSourcingState } from '@zc/sdk/react';
import { sourcingStateRequestSchema } from '@zc/sdk/schemas';
import * as z from 'zod';
import { FormDialog } from '@/shared/ui/FormDialog/FormDialog.tsx';
import { TextAreaField } from '@/shared/ui/FormDialog/fields.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';
import type { Sourcing } from './sourcing-columns.tsx';

/** A change that needs a reason: 取消 (7) or 流标 (6). */
export interface StateChange {
  sourcing: Sourcing;
  status: 6 | 7;
}

const words = { 6: '流标', 7: '取消询价' } as const;
const reasonSchema = z.object({ reason: sourcingStateRequestSchema.shape.reason.unwrap().min(1) });

/** Cancels an inquiry or declares it failed, with the reason its suppliers read. */
export function StateDialog({ change, onClose }: { change: StateChange; onClose: () => void }) {
  const edit = useEditSourcingState();
  const word = words[change.status];
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`${word}：${change.sourcing.sourcingName}`}
      schema={reasonSchema}
      defaultValues={{ reason: '' }}
      submitText={word}
      onSubmit={async ({ reason }) => {
        await edit.mutateAsync({ body: { id: change.sourcing.id, status: change.status, reason } });
        toast.success(`已${word}`);
        onClose();
      }}
    >
      {(form) => <TextAreaField form={form} name="reason" label={`${word}原因`} required />}
    </FormDialog>
  );
}
