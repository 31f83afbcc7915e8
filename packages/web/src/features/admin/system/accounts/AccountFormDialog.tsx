import type { components } from '@zc/sdk';
import { enabledFlagLabels, sysAccountFormAccountTypeLabels } from '@zc/sdk/labels';
import { useAddSysAccount, useUpdateSysAccount } from '@zc/sdk/react';
import { sysAccountFormSchema } from '@zc/sdk/schemas';
import { PurchaserOrgField } from '@/features/admin/shared/pickers.tsx';
import { optionsOf } from '@/shared/format/labels.ts';
import { RecordFormDialog } from '@/shared/ui/Crud/RecordFormDialog.tsx';
import { SelectField, TextAreaField, TextField } from '@/shared/ui/FormDialog/fields.tsx';
import { cents, chosen } from '@/shared/ui/FormDialog/schema-form.ts';

type Account = components['schemas']['SysAccount'];

const fields = sysAccountFormSchema.shape;
const accountSchema = sysAccountFormSchema.omit({ id: true }).extend({
  accountType: chosen(fields.accountType),
  status: chosen(fields.status),
  creditAmount: cents(fields.creditAmount),
});

/** A purchasing unit's payment terms: how often it settles, how many days it has to pay, up to which credit. */
export function AccountFormDialog({ account, onClose }: { account: Account | 'new'; onClose: () => void }) {
  return (
    <RecordFormDialog
      kind="账期设置"
      record={account}
      schema={accountSchema}
      fresh={{ accountType: 1, accountDays: 30, status: 1 }}
      add={useAddSysAccount()}
      update={useUpdateSysAccount()}
      onClose={onClose}
    >
      {(form) => (
        <>
          <PurchaserOrgField form={form} name="orgId" label="采购单位" required />
          <SelectField
            form={form}
            name="accountType"
            label="结算方式"
            options={optionsOf(sysAccountFormAccountTypeLabels)}
            required
          />
          <TextField
            form={form}
            name="accountDays"
            label="账期（天）"
            type="number"
            required
            hint="对账后付款期限，0–365 天"
          />
          <TextField form={form} name="creditAmount" label="信用额度（元）" type="number" step="0.01" />
          <SelectField form={form} name="status" label="状态" options={optionsOf(enabledFlagLabels)} />
          <TextAreaField form={form} name="remark" label="备注" />
        </>
      )}
    </RecordFormDialog>
  );
}
