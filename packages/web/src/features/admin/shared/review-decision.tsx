import { useState } from 'react';
import * as z from 'zod';
import { type BatchOutcome, BatchReport } from '@/shared/ui/BatchReport/BatchReport.tsx';
import { runEach } from '@/shared/ui/BatchReport/run-each.ts';
import { confirm } from '@/shared/ui/ConfirmDialog/confirm.ts';
import { FormDialog } from '@/shared/ui/FormDialog/FormDialog.tsx';
import { TextAreaField } from '@/shared/ui/FormDialog/fields.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';

/** One decision the platform takes on what an applicant submitted: 审核通过, 驳回, 撤销通过, 上架, 下架. */
export interface Decision<R> {
  /** The button, the question and the message once done. */
  action: string;
  /** What the decision does, said before it is taken. */
  warning?: string;
  /** Set when the applicant must read why: the reason's label and its rule; without it, the decision is confirmed. */
  reason?: { label: string; schema: z.ZodType<string | undefined, string | undefined> };
  call: (row: R, reason?: string) => Promise<unknown>;
}

interface Applications<R> {
  /** What is reviewed (供应商, 采购人, 商品) and its measure word (家, 名, 件). */
  noun: string;
  unit: string;
  /** Who reads the reason (供应商, 采购人). */
  applicant: string;
  nameOf: (row: R) => string;
  /** How the report names a row it could not change; its name by default. */
  keyOf?: (row: R) => string;
}

/**
 * The platform's review of applications, written once for every review page: approving asks for confirmation,
 * refusing asks for the reason the applicant reads, and several rows are decided one by one, with a report of each
 * that did not go through and why.
 */
export function useReviewDecision<R>({ noun, unit, applicant, nameOf, keyOf = nameOf }: Applications<R>) {
  const [asking, setAsking] = useState<{ decision: Decision<R>; rows: R[] }>();
  const [report, setReport] = useState<{ title: string; outcome: BatchOutcome }>();
  const described = (rows: R[]) =>
    rows.length === 1 ? `${noun}“${nameOf(rows[0] as R)}”` : `选中的 ${rows.length} ${unit}${noun}`;

  const run = async ({ action, call }: Decision<R>, rows: R[], reason?: string) => {
    const [only] = rows;
    if (only && rows.length === 1) {
      await call(only, reason);
      toast.success(`已${action}`);
      return;
    }
    const { done, failed } = await runEach(rows, keyOf, (row) => call(row, reason));
    setReport({
      title: `批量${action}`,
      outcome: { done: `已${action} ${done} ${unit}${noun}`, failed, notDone: `${unit}未完成` },
    });
  };

  /** Takes the decision on the rows, once confirmed or once its reason is written. */
  const decide = async (decision: Decision<R>, rows: R[]) => {
    if (decision.reason) return setAsking({ decision, rows });
    const message = `确定${decision.action}${described(rows)}吗？${decision.warning ?? ''}`;
    if (await confirm({ title: `${noun}${decision.action}`, message })) await run(decision, rows).catch(() => {});
  };

  const reasonDialog = asking?.decision.reason && (
    <FormDialog
      open
      onOpenChange={(open) => !open && setAsking(undefined)}
      title={`${asking.decision.action}：${described(asking.rows)}`}
      schema={z.object({ reason: asking.decision.reason.schema })}
      width="w-[520px]"
      defaultValues={{ reason: '' }}
      submitText={asking.decision.action}
      onSubmit={({ reason }) => run(asking.decision, asking.rows, reason)}
    >
      {(form) => (
        <>
          {asking.decision.warning && <p className="text-sm text-amber-700">{asking.decision.warning}</p>}
          <TextAreaField
            form={form}
            name="reason"
            label={asking.decision.reason?.label ?? ''}
            required
            hint={`最多 200 个字符，${applicant}可见`}
          />
        </>
      )}
    </FormDialog>
  );

  const dialogs = (
    <>
      {reasonDialog}
      {report && <BatchReport {...report} onClose={() => setReport(undefined)} />}
    </>
  );
  return { decide, dialogs };
}
