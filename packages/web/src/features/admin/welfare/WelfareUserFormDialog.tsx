import type { components } from '@zc/sdk';
import { useAddWelfareUser, useUpdateWelfareUser } from '@zc/sdk/react';
import { welfareUserFormSchema } from '@zc/sdk/schemas';
import { optionsOf } from '@/shared/format/labels.ts';
import { RecordFormDialog } from '@/shared/ui/Crud/RecordFormDialog.tsx';
import { SelectField, TextField } from '@/shared/ui/FormDialog/fields.tsx';
import { cents } from '@/shared/ui/FormDialog/schema-form.ts';
import { useActivityNames } from './options.ts';

type WelfareUser = components['schemas']['WelfareUser'];

const userSchema = welfareUserFormSchema
  .pick({ welfareId: true, userName: true, phone: true, deptName: true, quotaAmount: true })
  .extend({ quotaAmount: cents(welfareUserFormSchema.shape.quotaAmount) });

/** A user taking part in an activity, known by mobile; without a quota of their own they get the activity's. */
export function WelfareUserFormDialog({
  user,
  welfareId,
  onClose,
}: {
  user: WelfareUser | 'new';
  /** The activity a new user joins, when the list is about one. */
  welfareId: string | undefined;
  onClose: () => void;
}) {
  const activities = optionsOf(useActivityNames() ?? {});
  return (
    <RecordFormDialog
      kind="福利用户"
      record={user}
      schema={userSchema}
      fresh={{ welfareId }}
      add={useAddWelfareUser()}
      update={useUpdateWelfareUser()}
      onClose={onClose}
    >
      {(form) => (
        <>
          <SelectField form={form} name="welfareId" label="福利活动" options={activities} />
          <TextField form={form} name="userName" label="姓名" required />
          <TextField form={form} name="phone" label="手机号" required />
          <TextField form={form} name="deptName" label="部门" />
          <TextField
            form={form}
            name="quotaAmount"
            label="福利额度（元）"
            type="number"
            step="0.01"
            hint="不填时按活动的每人额度"
          />
        </>
      )}
    </RecordFormDialog>
  );
}
