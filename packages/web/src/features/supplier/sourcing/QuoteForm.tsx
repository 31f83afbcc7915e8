import type { components } from '@zc/sdk';
import { type ReactNode, useMemo, useState } from 'react';
import { type DefaultValues, type UseFormReturn, useWatch } from 'react-hook-form';
import { formatMoney, twoDecimals } from '@/shared/format/money.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { type ColumnSpec, columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { completeList, DataTable } from '@/shared/ui/DataTable/DataTable.tsx';
import { errorMessage } from '@/shared/ui/error-message.ts';
import { TextAreaField, TextField } from '@/shared/ui/FormDialog/fields.tsx';
import { useSchemaForm } from '@/shared/ui/FormDialog/schema-form.ts';
import { Input } from '@/shared/ui/Input.tsx';
import { type QuoteInput, type QuoteValues, quoteSchema } from './quote-form.ts';

type Commodity = components['schemas']['SourcingCommodity'];
type Quote = components['schemas']['SourcingQuote'];
type Form = UseFormReturn<QuoteInput, unknown, QuoteValues>;
type LineField = 'unitPrice' | 'brandName' | 'model' | 'remark';

const typedPrice = (value: number | undefined) => (value !== undefined && value > 0 ? value : undefined);
/** A price typed as text reaches the schema as a number; nothing typed is absent. */
const typedNumber = (text: string) => (text === '' ? undefined : Number(text));

/** What the form starts from: the supplier's earlier quotation, line by line, or empty prices. */
function defaultsOf(commodities: Commodity[], quote: Quote | undefined): DefaultValues<QuoteInput> {
  const earlier = new Map((quote?.items ?? []).map((item) => [item.commodityId, item]));
  return {
    items: commodities.map((line) => {
      const item = earlier.get(line.id);
      return {
        commodityId: line.id,
        unitPrice: item?.unitPrice,
        brandName: item?.brandName ?? '',
        model: item?.model ?? '',
        remark: item?.remark ?? '',
      };
    }),
    deliveryDays: quote?.deliveryDays,
    validDays: quote?.validDays,
    remark: quote?.remark ?? '',
  };
}

const itemError = (form: Form, index: number, name: LineField) => form.formState.errors.items?.[index]?.[name]?.message;

/** One text input of a goods line, named after the goods, with its message under it. */
function LineInput({
  form,
  index,
  name,
  label,
  goodsName,
}: {
  form: Form;
  index: number;
  name: LineField;
  label: string;
  goodsName: string;
}) {
  const error = itemError(form, index, name);
  const messageId = `quote-${index}-${name}-message`;
  return (
    <div className="min-w-24">
      <Input
        aria-label={`${goodsName}${label}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? messageId : undefined}
        inputMode={name === 'unitPrice' ? 'decimal' : undefined}
        placeholder={label}
        {...form.register(`items.${index}.${name}`, name === 'unitPrice' ? { setValueAs: typedNumber } : {})}
      />
      {error && (
        <p id={messageId} className="mt-1 text-xs text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}

export interface QuoteFormProps {
  commodities: Commodity[];
  /** The supplier's earlier quotation, which the form starts from. */
  quote?: Quote | undefined;
  /** Gets the valid quotation; a thrown error's message is shown above the buttons, everything typed kept. */
  onSubmit: (values: QuoteValues) => unknown;
  submitText: string;
  /** Buttons beside the submit button (导出报价单…). */
  actions?: ReactNode;
}

/** The quotation of an inquiry: a price per goods line (subtotals and the total follow what is typed), terms, notes. */
export function QuoteForm({ commodities, quote, onSubmit, submitText, actions }: QuoteFormProps) {
  const form: Form = useSchemaForm(quoteSchema, defaultsOf(commodities, quote));
  const [serverError, setServerError] = useState<string | null>(null);
  // Form paths name a line by its index among the commodities, which are the table's rows.
  const columns = useMemo(() => {
    const input = (name: LineField, label: string): ColumnSpec<Commodity> => ({
      header: name === 'unitPrice' ? `${label}（元）` : label,
      cell: (line) => (
        <LineInput form={form} index={commodities.indexOf(line)} name={name} label={label} goodsName={line.goodsName} />
      ),
    });
    return columnsOf<Commodity>({
      goodsName: '商品名称',
      spec: '规格型号',
      brandName: '参考品牌',
      unit: '单位',
      quantity: { header: '数量', align: 'right' },
      budgetPrice: ['限价（元）', 'money'],
      quotePrice: input('unitPrice', '报价单价'),
      quoteBrand: input('brandName', '品牌'),
      quoteModel: input('model', '型号'),
      quoteRemark: input('remark', '备注'),
      subtotal: {
        header: '小计（元）',
        cell: (line) => <LineSubtotal form={form} index={commodities.indexOf(line)} quantity={line.quantity} />,
        align: 'right',
      },
    });
  }, [form, commodities]);

  const submit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      await onSubmit(values);
    } catch (error) {
      setServerError(errorMessage(error, '报价保存失败，请重试'));
    }
  });

  return (
    <form aria-label="报价单" noValidate onSubmit={submit} className="flex flex-col gap-3 rounded bg-white p-4">
      <h3 className="border-l-4 border-brand pl-2 font-medium text-slate-800">报价单</h3>
      <DataTable label="报价商品" columns={columns} {...completeList(commodities)} />
      <QuoteTotal form={form} commodities={commodities} />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField form={form} name="deliveryDays" label="供货周期（天）" type="number" min={0} step={1} />
        <TextField form={form} name="validDays" label="报价有效期（天）" type="number" min={1} step={1} />
      </div>
      <TextAreaField form={form} name="remark" label="报价说明" />
      {serverError && (
        <p role="alert" className="rounded border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
          {serverError}
        </p>
      )}
      <div className="flex justify-end gap-2">
        {actions}
        <Button type="submit" variant="primary" loading={form.formState.isSubmitting}>
          {submitText}
        </Button>
      </div>
    </form>
  );
}

/** A line's price times its quantity, as typed. */
function LineSubtotal({ form, index, quantity }: { form: Form; index: number; quantity: number }) {
  const price = typedPrice(useWatch({ control: form.control, name: `items.${index}.unitPrice` }));
  return formatMoney(price === undefined ? undefined : twoDecimals(price * quantity));
}

/** The quotation's total, following what is typed. */
function QuoteTotal({ form, commodities }: { form: Form; commodities: Commodity[] }) {
  const items = useWatch({ control: form.control, name: 'items' });
  const total = commodities.reduce(
    (sum, line, index) => sum + (typedPrice(items[index]?.unitPrice) ?? 0) * line.quantity,
    0,
  );
  return (
    <p className="text-right text-sm">
      报价总额：<strong className="text-base text-red-600">¥{formatMoney(twoDecimals(total))}</strong>
    </p>
  );
}
