import type { components } from '@zc/sdk';
import { useAddWelfareRole, useUpdateWelfareRole } from '@zc/sdk/react';
import { welfareRoleFormSchema } from '@zc/sdk/schemas';
import { RecordFormDialog } from '@/shared/ui/Crud/RecordFormDialog.tsx';
import { CheckboxGroupField, TextAreaField, TextField } from '@/shared/ui/FormDialog/fields.tsx';
import { cents } from '@/shared/ui/FormDialog/schema-form.ts';
import { useCategoryOptions } from './options.ts';

type WelfareRole = components['schemas']['WelfareRole'];

const ruleSchema = welfareRoleFormSchema
  .omit({ id: true, status: true })
  .extend({ quotaAmount: cents(welfareRoleFormSchema.shape.quotaAmount) });

/** A welfare rule: the quota its users get in every activity, and the categories they may buy. */
export function WelfareRuleFormDialog({ rule, onClose }: { rule: WelfareRole | 'new'; onClose: () => void }) {
  const categories = useCategoryOptions();
  return (
    <RecordFormDialog
      kind="福利规则"
      record={rule}
      schema={ruleSchema}
      add={useAddWelfareRole()}
      update={useUpdateWelfareRole()}
      kept={(row) => ({ status: row.status })}
      onClose={onClose}
    >
      {(form) => (
        <>
          <TextField form={form} name="roleName" label="规则名称" required />
          <TextField form={form} name="roleCode" label="规则编码" />
          <TextField form={form} name="quotaAmount" label="额度（元）" type="number" step="0.01" required />
          <CheckboxGroupField form={form} name="categoryIds" label="可选分类" options={categories} />
          <TextAreaField form={form} name="description" label="说明" />
        </>
      )}
    </RecordFormDialog>
  );
}
