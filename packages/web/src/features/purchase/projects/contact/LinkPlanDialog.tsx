import { useQuery } from '@tanstack/react-query';
import { checkPlanValidityQueryOptions, useLinkProjectPlan } from '@zc/sdk/react';
import { projectPlanLinkFormSchema } from '@zc/sdk/schemas';
import { useEffect } from 'react';
import { useApprovedPlanLabels } from '@/features/purchase/plans/approved-plans.ts';
import { PlanState } from '@/features/purchase/plans/PlanState.tsx';
import type { Project, ProjectMode } from '@/features/purchase/projects/modes.ts';
import { optionsOf } from '@/shared/format/labels.ts';
import { twoDecimals } from '@/shared/format/money.ts';
import { FormDialog } from '@/shared/ui/FormDialog/FormDialog.tsx';
import { SelectField, TextField } from '@/shared/ui/FormDialog/fields.tsx';
import { cents, type SchemaForm } from '@/shared/ui/FormDialog/schema-form.ts';
import { toast } from '@/shared/ui/Toast/toast.ts';

const linkSchema = projectPlanLinkFormSchema
  .pick({ planId: true })
  .extend({ amount: cents(projectPlanLinkFormSchema.shape.amount) });

/** Links an approved plan of the mode's channel, carrying part of the project's budget (what is not yet linked). */
export function LinkPlanDialog({
  mode,
  project,
  unlinked,
  onClose,
}: {
  mode: ProjectMode;
  project: Project;
  unlinked: number;
  onClose: () => void;
}) {
  const plans = useApprovedPlanLabels(mode.planType);
  // What the plan has left changes with the link.
  const link = useLinkProjectPlan({ invalidates: ['plans'] });
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="关联采购计划"
      schema={linkSchema}
      defaultValues={{ planId: '', amount: unlinked }}
      onSubmit={async (values) => {
        await link.mutateAsync({ body: { ...values, projectId: project.id } });
        toast.success('已关联采购计划');
        onClose();
      }}
    >
      {(form) => {
        const planId = form.watch('planId');
        return (
          <>
            <SelectField form={form} name="planId" label={`${mode.word}采购计划`} required options={optionsOf(plans)} />
            {planId && <ProposedAmount form={form} planId={planId} unlinked={unlinked} />}
            <TextField form={form} name="amount" label="关联金额（元）" type="number" step="0.01" required />
          </>
        );
      }}
    </FormDialog>
  );
}

/** What the chosen plan has left, and as the amount what it can carry of the budget not yet linked. */
function ProposedAmount({
  form,
  planId,
  unlinked,
}: {
  form: SchemaForm<typeof linkSchema>;
  planId: string;
  unlinked: number;
}) {
  const left = useQuery(checkPlanValidityQueryOptions({ path: { id: planId } })).data?.availableAmount;
  useEffect(() => {
    if (left !== undefined && left > 0) form.setValue('amount', twoDecimals(Math.min(unlinked, left)));
  }, [form, left, unlinked]);
  return <PlanState planId={planId} />;
}
