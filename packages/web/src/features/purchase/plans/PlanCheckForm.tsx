import type { components } from '@zc/sdk';
import { planCheckRequestResultLabels } from '@zc/sdk/labels';
import { useCheckPurchasePlan } from '@zc/sdk/react';
import { planCheckRequestSchema } from '@zc/sdk/schemas';
import { useState } from 'react';
import { optionsOf } from '@/shared/format/labels.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { SelectField, TextAreaField } from '@/shared/ui/FormDialog/fields.tsx';
import { chosen, refusalMessage, useSchemaForm } from '@/shared/ui/FormDialog/schema-form.ts';
import { toast } from '@/shared/ui/Toast/toast.ts';

const checkSchema = planCheckRequestSchema
  .pick({ opinion: true })
  .extend({ result: chosen(planCheckRequestSchema.shape.result) })
  // The backend's words: a refusal says why.
  .refine((check) => check.result !== 2 || Boolean(check.opinion), {
    path: ['opinion'],
    message: '驳回采购计划时请填写审批意见',
  });

/** 同意 or 驳回 (with an opinion) of the plan whose turn is the signed-in approver's. */
export function PlanCheckForm({ plan, onDone }: { plan: components['schemas']['PurchasePlan']; onDone: () => void }) {
  const check = useCheckPurchasePlan();
  // No decision is made for the approver: 同意 is chosen as deliberately as 驳回.
  const form = useSchemaForm(checkSchema, { opinion: '' });
  const [error, setError] = useState<string | null>(null);
  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await check.mutateAsync({ body: { ...values, id: plan.id } });
      toast.success(values.result === 1 ? '已同意该采购计划' : '已驳回该采购计划');
      onDone();
    } catch (failure) {
      setError(refusalMessage(form, checkSchema, failure));
    }
  });
  return (
    <form aria-label="审批" onSubmit={submit} noValidate className="flex flex-col gap-2 rounded bg-white p-4">
      <h3 className="border-l-4 border-brand pl-2 font-medium text-slate-800">审批</h3>
      <div className="w-60">
        <SelectField
          form={form}
          name="result"
          label="审批结果"
          required
          options={optionsOf(planCheckRequestResultLabels)}
        />
      </div>
      <TextAreaField form={form} name="opinion" label="审批意见" rows={2} />
      {error && (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
      <div>
        <Button type="submit" variant="primary" disabled={form.formState.isSubmitting}>
          提交审批结果
        </Button>
      </div>
    </form>
  );
}
