import { useFieldArray } from 'react-hook-form';
import { formatMoney } from '@/shared/format/money.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { errorOf, SelectField, TextField } from '@/shared/ui/FormDialog/fields.tsx';
import { choicesFor, goodsLabel, totalOf, type WelfareGoods, type WelfareOrderForm } from './welfare-order-form.ts';

/** The most lines an order holds (the spec's maxItems of WelfareOrderForm.items). */
const MOST_LINES = 20;

/**
 * 商品: the order's lines, each a goods item the activity offers and a quantity, and their total against the balance.
 * A line's list shows the goods `found` by what is typed in it (`onSearch`); `known` holds every goods item found so
 * far, the lines' chosen ones among them.
 */
export function WelfareOrderLines({
  form,
  found,
  known,
  onSearch,
  balance,
}: {
  form: WelfareOrderForm;
  found: readonly WelfareGoods[];
  known: readonly WelfareGoods[];
  onSearch: (name: string) => void;
  balance: number;
}) {
  const lines = useFieldArray({ control: form.control, name: 'items' });
  const values = form.watch('items');
  const total = totalOf(values, known);
  const over = total - balance;
  const error = errorOf(form, 'items');
  return (
    <section aria-label="商品" className="flex flex-col gap-2">
      {lines.fields.map((field, index) => {
        const item = known.find((row) => row.id === values[index]?.goodsId);
        const offered = item && !found.some((row) => row.id === item.id) ? [item, ...found] : found;
        const options = choicesFor(index, values, known, offered).map((row) => ({
          value: row.id,
          label: goodsLabel(row),
        }));
        return (
          <fieldset key={field.id} aria-label={`第${index + 1}行`} className="flex min-w-0 items-start gap-2">
            <div className="min-w-0 flex-1">
              <SelectField
                form={form}
                name={`items.${index}.goodsId`}
                label={`商品${index + 1}`}
                options={options}
                onSearch={onSearch}
                required
              />
            </div>
            <div className="w-24 shrink-0">
              <TextField
                form={form}
                name={`items.${index}.buyNum`}
                label="数量"
                type="number"
                min={1}
                max={99}
                required
              />
            </div>
            <p className="mt-7 w-24 shrink-0 text-right text-sm text-slate-600">
              {item ? `¥${formatMoney(item.price * (Number(values[index]?.buyNum) || 0))}` : ''}
            </p>
            <Button
              variant="text"
              className="mt-7 shrink-0"
              aria-label={`删除第${index + 1}行`}
              disabled={lines.fields.length === 1}
              onClick={() => lines.remove(index)}
            >
              删除
            </Button>
          </fieldset>
        );
      })}
      {error && <p className="text-xs text-red-600">{error}</p>}
      <div className="flex items-center gap-3 text-sm">
        <Button
          size="sm"
          disabled={lines.fields.length >= MOST_LINES}
          onClick={() => lines.append({ goodsId: '', buyNum: 1 })}
        >
          添加商品
        </Button>
        {lines.fields.length > 1 && <span className="text-slate-500">同一订单的商品须来自同一供应商</span>}
        <p role="status" className="ml-auto text-slate-600">
          合计 <strong className="text-slate-900">¥{formatMoney(total)}</strong>，可用余额 ¥{formatMoney(balance)}
          {over > 0 && <span className="ml-2 text-red-600">超出余额 ¥{formatMoney(over)}</span>}
        </p>
      </div>
    </section>
  );
}
