import type { components } from '@zc/sdk';
import { enabledFlagLabels, numberRuleFormResetCycleLabels } from '@zc/sdk/labels';
import { useAddNumberRule, useUpdateNumberRule } from '@zc/sdk/react';
import { numberRuleFormSchema } from '@zc/sdk/schemas';
import { optionsOf } from '@/shared/format/labels.ts';
import { RecordFormDialog } from '@/shared/ui/Crud/RecordFormDialog.tsx';
import { SelectField, TextAreaField, TextField } from '@/shared/ui/FormDialog/fields.tsx';
import { chosen } from '@/shared/ui/FormDialog/schema-form.ts';

type NumberRule = components['schemas']['NumberRule'];

const fields = numberRuleFormSchema.shape;
const ruleSchema = numberRuleFormSchema
  .omit({ id: true })
  .extend({ resetCycle: chosen(fields.resetCycle), status: chosen(fields.status) });

const dateFormats = ['yyyyMMdd', 'yyMMdd', 'yyyyMM', 'yyyy'].map((format) => ({ value: format, label: format }));

/** A numbering rule: prefix, date part, serial digits and when the serial starts again. */
export function NumberRuleFormDialog({ rule, onClose }: { rule: NumberRule | 'new'; onClose: () => void }) {
  return (
    <RecordFormDialog
      kind="编码规则"
      record={rule}
      schema={ruleSchema}
      fresh={{ serialLength: 4, resetCycle: 1, status: 1, dateFormat: 'yyyyMMdd' }}
      add={useAddNumberRule()}
      update={useUpdateNumberRule()}
      onClose={onClose}
    >
      {(form) => (
        <>
          <TextField form={form} name="ruleCode" label="规则编码" required hint="大写字母开头，如 ORDER_NO" />
          <TextField form={form} name="ruleName" label="规则名称" required />
          <TextField form={form} name="prefix" label="前缀" placeholder="如 DD" />
          <SelectField form={form} name="dateFormat" label="日期格式" options={dateFormats} />
          <TextField form={form} name="serialLength" label="流水号位数" type="number" required />
          <SelectField
            form={form}
            name="resetCycle"
            label="流水号重置"
            options={optionsOf(numberRuleFormResetCycleLabels)}
            required
          />
          <SelectField form={form} name="status" label="状态" options={optionsOf(enabledFlagLabels)} />
          <TextAreaField form={form} name="remark" label="备注" />
        </>
      )}
    </RecordFormDialog>
  );
}
