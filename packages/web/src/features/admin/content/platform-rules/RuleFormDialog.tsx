import type { components } from '@zc/sdk';
import { platformRuleFormRuleTypeLabels } from '@zc/sdk/labels';
import { useAddPlatformRule, useUpdatePlatformRule } from '@zc/sdk/react';
import { optionsOf } from '@/shared/format/labels.ts';
import { FormDialog, formValues } from '@/shared/ui/FormDialog/FormDialog.tsx';
import { DateField, SelectField, TextAreaField, TextField } from '@/shared/ui/FormDialog/fields.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';
import { ruleSchema, ruleStateLabels } from './rule-form.ts';

type Rule = components['schemas']['PlatformRule'];

/** Writes a platform rule or changes one; the body is HTML, sanitised wherever it is shown. */
export function RuleFormDialog({ rule, onClose }: { rule: Rule | 'new'; onClose: () => void }) {
  const add = useAddPlatformRule();
  const update = useUpdatePlatformRule();
  const editing = rule === 'new' ? undefined : rule;
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={editing ? '编辑平台规则' : '新增平台规则'}
      schema={ruleSchema}
      width="w-[760px]"
      defaultValues={formValues(ruleSchema, editing ?? { ruleType: 2, sort: 0, isEnable: 1 })}
      onSubmit={async (body) => {
        if (editing) await update.mutateAsync({ body: { ...body, id: editing.id } });
        else await add.mutateAsync({ body });
        toast.success('保存成功');
      }}
    >
      {(form) => (
        <>
          <TextField form={form} name="title" label="标题" required />
          <SelectField
            form={form}
            name="ruleType"
            label="规则类型"
            options={optionsOf(platformRuleFormRuleTypeLabels)}
            required
          />
          <TextField form={form} name="version" label="版本" placeholder="如 V2.1" />
          <DateField form={form} name="effectiveDate" label="生效日期" />
          <TextAreaField form={form} name="summary" label="摘要" rows={2} />
          <TextAreaField form={form} name="content" label="正文" required rows={10} hint="支持 HTML，展示时去除脚本" />
          <TextField form={form} name="sort" label="排序" type="number" hint="数字小的在前" />
          <SelectField form={form} name="isEnable" label="状态" options={optionsOf(ruleStateLabels)} />
        </>
      )}
    </FormDialog>
  );
}
