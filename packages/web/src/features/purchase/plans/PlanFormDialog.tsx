import { useQuery } from '@tanstack/react-query';
import type { components } from '@zc/sdk';
import { purchasePlanFormPurchaseTypeLabels } from '@zc/sdk/labels';
import {
  getAllCheckPlanUsersQueryOptions,
  listPlanGoodsQueryOptions,
  useAddPurchasePlan,
  useUpdatePurchasePlan,
} from '@zc/sdk/react';
import { useFieldArray } from 'react-hook-form';
import { optionsOf } from '@/shared/format/labels.ts';
import { formatMoney } from '@/shared/format/money.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { FormDialog, formValues, type SchemaForm } from '@/shared/ui/FormDialog/FormDialog.tsx';
import { DateField, errorOf, SelectField, TextAreaField, TextField } from '@/shared/ui/FormDialog/fields.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';
import { emptyLine, planSchema } from './plan-form.ts';

type Plan = components['schemas']['PurchasePlan'];
type Form = SchemaForm<typeof planSchema>;

/** The plan's goods lines: name, specification, unit, planned price and quantity; at least one. */
function PlanLines({ form }: { form: Form }) {
  const lines = useFieldArray({ control: form.control, name: 'items' });
  const values = form.watch('items');
  const total = values.reduce((sum, line) => sum + (Number(line.price) || 0) * (Number(line.num) || 0), 0);
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm text-slate-700">
        计划商品<span className="ml-3 text-slate-500">计划金额：{formatMoney(total)}</span>
      </legend>
      {lines.fields.map((field, index) => (
        <div key={field.id} className="grid grid-cols-[2fr_1.4fr_0.8fr_1fr_0.8fr_auto] items-start gap-2">
          <TextField form={form} name={`items.${index}.goodsName`} label={`商品名称${index + 1}`} required />
          <TextField form={form} name={`items.${index}.spec`} label="规格型号" />
          <TextField form={form} name={`items.${index}.unit`} label="单位" />
          <TextField form={form} name={`items.${index}.price`} label="计划单价" type="number" step="0.01" required />
          <TextField form={form} name={`items.${index}.num`} label="数量" type="number" required />
          <Button
            variant="text"
            size="sm"
            className="mt-7"
            aria-label={`删除第${index + 1}行`}
            disabled={lines.fields.length === 1}
            onClick={() => lines.remove(index)}
          >
            删除
          </Button>
        </div>
      ))}
      {errorOf(form, 'items') && <p className="text-xs text-red-600">{errorOf(form, 'items')}</p>}
      <div>
        <Button variant="default" size="sm" onClick={() => lines.append({ ...emptyLine })}>
          添加商品
        </Button>
      </div>
    </fieldset>
  );
}

/** The approvers the plan goes to, in the order ticked. */
function Approvers({ form }: { form: Form }) {
  const users = useQuery(getAllCheckPlanUsersQueryOptions());
  const error = errorOf(form, 'approverIds');
  return (
    <fieldset className="flex flex-col gap-1" aria-describedby={error ? 'plan-approvers-error' : undefined}>
      <legend className="mb-1 text-sm text-slate-700">审批人</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        {(users.data ?? []).map((user) => (
          <label key={user.id} className="flex items-center gap-1.5 text-sm text-slate-600">
            <input type="checkbox" className="accent-brand" value={user.id} {...form.register('approverIds')} />
            {user.name}
            {user.orgName && <span className="text-xs text-slate-500">{user.orgName}</span>}
          </label>
        ))}
      </div>
      {error && (
        <p id="plan-approvers-error" className="text-xs text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function PlanForm({
  plan,
  lines,
  submit,
  onClose,
}: {
  plan?: Plan;
  lines?: components['schemas']['PurchasePlanItem'][];
  submit: boolean;
  onClose: () => void;
}) {
  const add = useAddPurchasePlan();
  const update = useUpdatePurchasePlan();
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={plan ? '编辑采购计划' : '新增采购计划'}
      width="w-[900px]"
      schema={planSchema}
      defaultValues={{
        ...formValues(planSchema, plan),
        purchaseType: plan?.purchaseType ?? 1,
        items: lines?.length
          ? lines.map(({ id, goodsId, goodsName, spec, unit, price, num }) => ({
              id,
              goodsId,
              goodsName,
              spec: spec ?? '',
              unit: unit ?? '',
              price,
              num,
            }))
          : [{ ...emptyLine }],
        approverIds: plan?.approverIds ?? [],
        submit,
      }}
      onSubmit={async (values) => {
        if (plan) await update.mutateAsync({ body: { ...values, id: plan.id } });
        else await add.mutateAsync({ body: values });
        toast.success(values.submit ? '采购计划已提交审批' : '采购计划已保存');
        onClose();
      }}
    >
      {(form) => (
        <>
          <div className="grid grid-cols-2 gap-3">
            <TextField form={form} name="planName" label="计划名称" required />
            <SelectField
              form={form}
              name="purchaseType"
              label="采购方式"
              required
              options={optionsOf(purchasePlanFormPurchaseTypeLabels)}
            />
            <DateField form={form} name="startDate" label="有效期开始" required />
            <DateField form={form} name="endDate" label="有效期结束" required />
          </div>
          <PlanLines form={form} />
          <Approvers form={form} />
          <TextAreaField form={form} name="remark" label="备注" rows={2} />
          <label className="flex items-center gap-2 text-sm text-slate-600">
            <input type="checkbox" className="accent-brand" {...form.register('submit')} />
            保存后提交审批
          </label>
        </>
      )}
    </FormDialog>
  );
}

/** Adds a purchase plan, or edits a draft or rejected one (its goods loaded first); `submit` ticks 提交审批. */
export function PlanFormDialog({
  plan,
  submit = false,
  onClose,
}: {
  plan: Plan | 'new';
  submit?: boolean;
  onClose: () => void;
}) {
  const editing = plan === 'new' ? undefined : plan;
  const goods = useQuery({
    ...listPlanGoodsQueryOptions({ query: { planId: editing?.id ?? '' } }),
    enabled: Boolean(editing),
  });
  if (editing && !goods.data) return null;
  return <PlanForm plan={editing} lines={goods.data} submit={submit} onClose={onClose} />;
}
