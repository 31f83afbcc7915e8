import type { components } from '@zc/sdk';
import { welfareFormWelfareTypeLabels } from '@zc/sdk/labels';
import { useAddWelfare, useUpdateWelfare } from '@zc/sdk/react';
import { welfareFormSchema } from '@zc/sdk/schemas';
import { optionsOf } from '@/shared/format/labels.ts';
import { RecordFormDialog } from '@/shared/ui/Crud/RecordFormDialog.tsx';
import {
  CheckboxGroupField,
  DateTimeField,
  SelectField,
  TextAreaField,
  TextField,
} from '@/shared/ui/FormDialog/fields.tsx';
import { cents, chosen } from '@/shared/ui/FormDialog/schema-form.ts';
import { useCategoryOptions, useSupplierOptions } from './options.ts';

type Welfare = components['schemas']['Welfare'];

const activitySchema = welfareFormSchema.omit({ id: true, purchaserId: true, status: true }).extend({
  welfareType: chosen(welfareFormSchema.shape.welfareType),
  quotaPerUser: cents(welfareFormSchema.shape.quotaPerUser),
  totalBudget: cents(welfareFormSchema.shape.totalBudget),
});

/** An activity: its period, the budget each user may spend, and the categories and suppliers it offers. */
export function WelfareActivityFormDialog({ welfare, onClose }: { welfare: Welfare | 'new'; onClose: () => void }) {
  const categories = useCategoryOptions();
  const suppliers = useSupplierOptions();
  return (
    <RecordFormDialog
      kind="福利活动"
      record={welfare}
      schema={activitySchema}
      fresh={{ welfareType: 1 }}
      add={useAddWelfare()}
      update={useUpdateWelfare()}
      kept={(row) => ({ purchaserId: row.purchaserId, status: row.status })}
      width="w-[720px]"
      onClose={onClose}
    >
      {(form) => (
        <>
          <TextField form={form} name="welfareName" label="活动名称" required />
          <SelectField
            form={form}
            name="welfareType"
            label="活动类型"
            options={optionsOf(welfareFormWelfareTypeLabels)}
            required
          />
          <DateTimeField form={form} name="startTime" label="开始时间" required />
          <DateTimeField form={form} name="endTime" label="结束时间" required />
          <TextField form={form} name="quotaPerUser" label="每人额度（元）" type="number" step="0.01" required />
          <TextField form={form} name="totalBudget" label="活动总预算（元）" type="number" step="0.01" />
          <CheckboxGroupField form={form} name="categoryIds" label="可选分类" options={categories} />
          <CheckboxGroupField form={form} name="supplierIds" label="参与供应商" options={suppliers} />
          <TextAreaField form={form} name="description" label="活动规则" />
        </>
      )}
    </RecordFormDialog>
  );
}
