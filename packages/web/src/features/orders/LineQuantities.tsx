// The lines a shipment or a receipt can take, each with how many it takes: the supplier's 发货 and the purchaser's
// 按商品收货 alike.
import type { components } from '@zc/sdk';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { type BoundProps, errorOf } from '@/shared/ui/FormDialog/fields.tsx';
import { Input } from '@/shared/ui/Input.tsx';

type Line = components['schemas']['OrderDetail'];

/**
 * The lines with something open (`open[i]` of `lines[i]`), each with an input bound to `${name}.${i}`; the error of the
 * whole (nothing taken) under the table.
 */
export function LineQuantities<V extends FieldValues>({
  form,
  name,
  label,
  lines,
  open,
}: Omit<BoundProps<V>, 'required' | 'hint'> & { lines: readonly Line[]; open: readonly number[] }) {
  const error = errorOf(form, name);
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 text-sm text-slate-600">
        <span className="mr-0.5 text-red-500" aria-hidden="true">
          *
        </span>
        {label}
      </legend>
      <table className="w-full text-sm">
        <thead className="bg-slate-50 text-left text-slate-600">
          <tr>
            <th className="px-2 py-1.5 font-normal">商品名称</th>
            <th className="px-2 py-1.5 text-right font-normal">数量</th>
            <th className="px-2 py-1.5 text-right font-normal">已发货</th>
            <th className="px-2 py-1.5 text-right font-normal">已收货</th>
            <th className="w-32 px-2 py-1.5 font-normal">{label}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, index) => {
            const field = `${name}.${index}` as FieldPath<V>;
            const lineError = errorOf(form, field);
            return (
              <tr key={line.id} className="border-b border-slate-100 align-top">
                <td className="px-2 py-1.5">{line.goodsName}</td>
                <td className="px-2 py-1.5 text-right">{line.buyNum}</td>
                <td className="px-2 py-1.5 text-right">{line.deliveredNum ?? 0}</td>
                <td className="px-2 py-1.5 text-right">{line.receivedNum ?? 0}</td>
                <td className="px-2 py-1">
                  <Input
                    type="number"
                    min={0}
                    max={open[index]}
                    aria-label={`${label}：${line.goodsName}`}
                    aria-invalid={lineError ? true : undefined}
                    {...form.register(field, {
                      setValueAs: (text: string) => (text === '' ? undefined : Number(text)),
                    })}
                  />
                  <p className={`mt-0.5 text-xs ${lineError ? 'text-red-600' : 'text-slate-500'}`}>
                    {lineError ?? `最多 ${open[index]}`}
                  </p>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {error && (
        <p role="alert" className="text-xs text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
