import { useQuery } from '@tanstack/react-query';
import { sourcingInvoiceTypeLabels, sourcingSupplierScopeLabels } from '@zc/sdk/labels';
import {
  getSourcingDetailQueryOptions,
  listProjectProcessCodesQueryOptions,
  useSaveSourcing,
  useSubmitSourcing,
} from '@zc/sdk/react';
import { useState } from 'react';
import { useFinish } from '@/app/finish.ts';
import { formatDateTime } from '@/shared/format/date.ts';
import { labelOf } from '@/shared/format/labels.ts';
import { usePageSearch } from '@/shared/page/page.tsx';

import { Details } from '@/shared/ui/Details/Details.tsx';
import { SelectField, TextAreaField, TextField } from '@/shared/ui/FormDialog/fields.tsx';
import { formValues, refusalMessage, useSchemaForm } from '@/shared/ui/FormDialog/schema-form.ts';
import { RecordPage } from '@/shared/ui/RecordPage/RecordPage.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';
import { RulesActions } from '../projects/add/RulesActions.tsx';
import { sourcingChooser } from './choosers.ts';
import type { Sourcing } from './sourcing-columns.tsx';
import { rulesSchema, sourcingBody } from './sourcing-form.ts';

const drafts = sourcingChooser([0, 2]);

/** 寻源规则 (`?id=`): the draft's quote rules, saved, then the inquiry submitted to its approval flow. */
export function SourcingRulesPage() {
  const { id } = usePageSearch('/purchase/sourcing-add-rules');
  return (
    <RecordPage id={id} chooser={drafts} load={(id) => getSourcingDetailQueryOptions({ path: { id } })}>
      {(sourcing) => <RulesForm sourcing={sourcing} />}
    </RecordPage>
  );
}

function RulesForm({ sourcing }: { sourcing: Sourcing }) {
  const save = useSaveSourcing();
  const submit = useSubmitSourcing();
  const finish = useFinish();
  const codes = useQuery(listProjectProcessCodesQueryOptions({ query: { projectType: 4, stage: 1 } }));
  const form = useSchemaForm(rulesSchema, formValues(rulesSchema, sourcing));
  const [serverError, setServerError] = useState<string | null>(null);
  /** Saves the rules; `andSubmit` then sends the inquiry to approval (published at once without a flow). */
  const saveRules = (andSubmit: boolean) =>
    form.handleSubmit(async ({ processCode, ...rules }) => {
      setServerError(null);
      try {
        await save.mutateAsync({ body: sourcingBody(sourcing, rules) });
        if (!andSubmit) return void toast.success('寻源规则已保存');
        await submit.mutateAsync({ body: { id: sourcing.id, processCode } });
        toast.success(processCode ? '询价单已提交审批' : '询价单已发布');
        await finish({ to: '/purchase/my-sourcing' });
      } catch (error) {
        setServerError(refusalMessage(form, rulesSchema, error));
      }
    });
  return (
    <div className="flex flex-col gap-3">
      <Details
        title={`${sourcing.sourcingNo} ${sourcing.sourcingName}`}
        items={[
          { label: '寻源方式', value: labelOf(sourcingSupplierScopeLabels, sourcing.supplierScope) },
          { label: '报价开始', value: formatDateTime(sourcing.quoteStartTime) || '发布即开始' },
          { label: '报价截止', value: formatDateTime(sourcing.quoteEndTime) },
          { label: '发票类型', value: labelOf(sourcingInvoiceTypeLabels, sourcing.invoiceType) },
          { label: '询价商品', value: `${sourcing.commodities?.length ?? 0} 项` },
        ]}
      />
      <form
        onSubmit={saveRules(false)}
        noValidate
        aria-label="寻源规则"
        className="flex flex-col gap-4 rounded bg-white p-5"
      >
        <div className="grid grid-cols-3 gap-x-4">
          <TextField form={form} name="deliveryDays" label="交货期限（天）" type="number" hint="下单后" />
          <TextField form={form} name="budgetAmount" label="预算金额（元）" type="number" step="0.01" />
          <SelectField
            form={form}
            name="processCode"
            label="审批流程"
            options={(codes.data ?? []).map((code) => ({ value: code.processCode, label: code.processName }))}
          />
        </div>
        <TextAreaField form={form} name="paymentTerms" label="付款条件" rows={2} />
        <TextAreaField form={form} name="remark" label="报价须知" rows={3} hint="供应商报价时可见" />
        <RulesActions
          serverError={serverError}
          submitting={form.formState.isSubmitting}
          onSubmitForApproval={saveRules(true)}
        />
      </form>
    </div>
  );
}
