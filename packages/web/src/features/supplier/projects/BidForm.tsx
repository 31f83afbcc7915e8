import type { components } from '@zc/sdk';
import { useState } from 'react';
import { formatMoney, twoDecimals } from '@/shared/format/money.ts';
import { Permission } from '@/shared/permission/Permission.tsx';
import { Button } from '@/shared/ui/Button.tsx';
import { confirm } from '@/shared/ui/ConfirmDialog/confirm.ts';
import { errorMessage } from '@/shared/ui/error-message.ts';
import { TextAreaField, TextField } from '@/shared/ui/FormDialog/fields.tsx';
import { useSchemaForm } from '@/shared/ui/FormDialog/schema-form.ts';
import { toast } from '@/shared/ui/Toast/toast.ts';
import { bidSchema } from './bid-form.ts';
import type { Project, ProjectKind } from './kinds.ts';
import { Section } from './ProjectSheet.tsx';

type Schemas = components['schemas'];

/**
 * 出价 / 报价: the price is checked first (checkSaveBidBidding); a refused check shows its reason and keeps what was
 * typed; a passed one asks the supplier to confirm with the check's own words before the bid is saved.
 */
export function BidForm({
  kind,
  project,
  rules,
  goods,
}: {
  kind: ProjectKind;
  project: Project;
  rules: Schemas['BiddingRules'];
  goods: Schemas['ProjectGoods'][];
}) {
  const quoteMode = rules.quoteMode;
  const defaults = { goods: goods.map((line) => ({ projectGoodsId: line.id })), remark: '' };
  const form = useSchemaForm(bidSchema(quoteMode), defaults);
  const check = kind.useCheck();
  const save = kind.useSave();
  const [problem, setProblem] = useState<string>();
  const prices = form.watch('goods');
  const lineTotal = twoDecimals(
    goods.reduce((sum, line, index) => sum + (Number(prices[index]?.unitPrice) || 0) * line.quantity, 0),
  );

  const submit = form.handleSubmit(async ({ totalPrice, goods: lines, remark }) => {
    setProblem(undefined);
    const body: Schemas['BidBiddingForm'] = {
      projectId: project.id,
      round: project.currentRound ?? 1,
      totalPrice: totalPrice ?? lineTotal,
      ...(quoteMode === 2 && { goods: lines.map((line) => ({ ...line, unitPrice: line.unitPrice ?? 0 })) }),
      ...(remark && { remark }),
    };
    try {
      const result = await check.mutateAsync({ body });
      if (!result.pass) {
        setProblem(result.message ?? `${kind.bidWord}未通过校验`);
        return;
      }
      const confirmed = await confirm({
        title: `确认${kind.bidWord}`,
        message: result.message ?? `本次${kind.bidWord} ${formatMoney(body.totalPrice)} 元，确认提交？`,
      });
      if (!confirmed) return;
      await save.mutateAsync({ body });
      toast.success(`${kind.bidWord}成功`);
      form.reset(defaults);
    } catch (error) {
      setProblem(errorMessage(error, `${kind.bidWord}失败，请重试`));
    }
  });

  return (
    <Section title={`我要${kind.bidWord}`}>
      <form noValidate onSubmit={submit} aria-label={`${kind.bidWord}表单`} className="flex flex-col gap-3">
        <p className="text-sm text-slate-500">
          第{project.currentRound ?? 1}轮，{kind.limitWord} {formatMoney(rules.startPrice)} 元，最小幅度{' '}
          {formatMoney(rules.minStep)} 元{rules.maxStep !== undefined && `，最大幅度 ${formatMoney(rules.maxStep)} 元`}
        </p>
        {quoteMode === 2 ? (
          <>
            <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
              {goods.map((line, index) => (
                <TextField
                  key={line.id}
                  form={form}
                  name={`goods.${index}.unitPrice`}
                  label={`${line.goodsName}（${line.quantity}${line.unit}）单价`}
                  type="number"
                  step="0.01"
                  min="0"
                  required
                />
              ))}
            </div>
            <p className="text-sm">
              {kind.bidWord}总价：<strong className="text-brand">{formatMoney(lineTotal)}</strong> 元
            </p>
          </>
        ) : (
          <TextField
            form={form}
            name="totalPrice"
            label={`${kind.bidWord}总价`}
            type="number"
            step="0.01"
            min="0"
            required
          />
        )}
        <TextAreaField form={form} name="remark" label="备注" />
        {problem && (
          <p role="alert" className="rounded border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
            {problem}
          </p>
        )}
        <div>
          <Permission value="bid:save">
            <Button type="submit" variant="primary" loading={form.formState.isSubmitting}>
              提交{kind.bidWord}
            </Button>
          </Permission>
        </div>
      </form>
    </Section>
  );
}
