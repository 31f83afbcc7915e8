import type { components } from '@zc/sdk';
import { settleCycleLabels } from '@zc/sdk/labels';
import { useUpdateSettlementAccount } from '@zc/sdk/react';
import { settlementAccountFormSchema } from '@zc/sdk/schemas';
import { optionsOf } from '@/shared/format/labels.ts';
import { FormDialog, formValues } from '@/shared/ui/FormDialog/FormDialog.tsx';
import { SelectField, TextAreaField, TextField } from '@/shared/ui/FormDialog/fields.tsx';
import { chosen } from '@/shared/ui/FormDialog/schema-form.ts';
import { toast } from '@/shared/ui/Toast/toast.ts';

type Account = components['schemas']['SettlementAccount'];

const accountSchema = settlementAccountFormSchema
  .omit({ orgId: true, side: true })
  .extend({ settleCycle: chosen(settlementAccountFormSchema.shape.settleCycle) });

/** The administrator sets where an organisation is paid or pays, and in how many days. */
export function SettlementAccountDialog({ account, onClose }: { account: Account; onClose: () => void }) {
  const update = useUpdateSettlementAccount();
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`结算账户：${account.orgName}`}
      schema={accountSchema}
      defaultValues={formValues(accountSchema, account)}
      onSubmit={async (body) => {
        await update.mutateAsync({ body: { ...body, orgId: account.orgId, side: account.side } });
        toast.success('保存成功');
      }}
    >
      {(form) => (
        <>
          <TextField form={form} name="bankName" label="开户银行" required />
          <TextField form={form} name="bankAccountName" label="账户名称" required />
          <TextField form={form} name="bankAccount" label="银行账号" required hint="8–30 位数字" />
          <SelectField
            form={form}
            name="settleCycle"
            label="结算方式"
            options={optionsOf(settleCycleLabels)}
            required
          />
          <TextField
            form={form}
            name="accountDays"
            label="账期（天）"
            type="number"
            required
            hint="对账单确认后的付款期限，0–365 天"
          />
          <TextAreaField form={form} name="remark" label="备注" />
        </>
      )}
    </FormDialog>
  );
}
