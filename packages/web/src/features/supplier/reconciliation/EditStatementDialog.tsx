import { useQuery } from '@tanstack/react-query';
import type { components } from '@zc/sdk';
import { getAbleAccountPageQueryOptions, getAccountDetailByIdQueryOptions, useEditAccount } from '@zc/sdk/react';
import { sumOf } from '@/features/reconciliation/rules.ts';
import { formatDateTime } from '@/shared/format/date.ts';
import { formatMoney } from '@/shared/format/money.ts';
import { Field } from '@/shared/ui/Field.tsx';
import { FormDialog, formValues } from '@/shared/ui/FormDialog/FormDialog.tsx';
import { TextAreaField, TextField } from '@/shared/ui/FormDialog/fields.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';
import { statementSchema } from './statement-form.ts';

type Account = components['schemas']['OrderAccount'];
type Order = components['schemas']['Order'];

/** Reconcilable orders of the statement's purchaser that may be added (one page of the most recent). */
const addablePage = 100;

/** 编辑对账单: name, remark, and which orders it holds (its own, or reconcilable ones of the same purchaser). */
export function EditStatementDialog({ account, onClose }: { account: Account; onClose: () => void }) {
  const detail = useQuery(getAccountDetailByIdQueryOptions({ path: { id: account.id } }));
  const addable = useQuery(
    getAbleAccountPageQueryOptions({ query: { purchaserId: account.purchaserId, pageNum: 1, pageSize: addablePage } }),
  );
  const edit = useEditAccount();
  if (!detail.data || !addable.data) return null;
  const own = detail.data.orders ?? [];
  const choices: Order[] = [...own, ...addable.data.records.filter((order) => !own.some((o) => o.id === order.id))];

  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`编辑对账单：${account.accountNo}`}
      width="w-[760px]"
      schema={statementSchema}
      defaultValues={{ ...formValues(statementSchema, detail.data), orderIds: own.map((order) => order.id) }}
      onSubmit={async (values) => {
        await edit.mutateAsync({ body: { id: account.id, ...values } });
        toast.success('对账单已修改，等待采购人确认');
      }}
    >
      {(form) => {
        const chosen = choices.filter((order) => (form.watch('orderIds') ?? []).includes(order.id));
        return (
          <>
            <TextField form={form} name="accountName" label="对账单名称" />
            <TextAreaField form={form} name="remark" label="备注" />
            <Field
              label={`对账订单（已选 ${chosen.length} 个，合计 ¥${formatMoney(sumOf(chosen))}）`}
              required
              error={form.formState.errors.orderIds?.message}
            >
              {(control) => (
                <fieldset
                  id={control.id}
                  aria-label="对账订单"
                  aria-describedby={control['aria-describedby']}
                  className="flex max-h-64 flex-col gap-1 overflow-y-auto rounded border border-slate-200 p-2 text-sm"
                >
                  {choices.map((order) => (
                    <label key={order.id} className="flex items-center gap-2">
                      <input
                        type="checkbox"
                        value={order.id}
                        className="accent-brand"
                        aria-label={order.orderNo}
                        {...form.register('orderIds')}
                      />
                      <span className="w-44">{order.orderNo}</span>
                      <span className="w-28 text-right">¥{formatMoney(order.totalPrice)}</span>
                      <span className="text-slate-500">{formatDateTime(order.createTime)}</span>
                    </label>
                  ))}
                </fieldset>
              )}
            </Field>
          </>
        );
      }}
    </FormDialog>
  );
}
