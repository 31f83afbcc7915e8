import { useFieldArray } from 'react-hook-form';
import { formatMoney } from '@/shared/format/money.ts';
import { Button } from '@/shared/ui/Button.tsx';
import type { SchemaForm } from '@/shared/ui/FormDialog/FormDialog.tsx';
import { errorOf, TextField } from '@/shared/ui/FormDialog/fields.tsx';
import { emptyLine, type projectSchema } from './project-form.ts';

/** The goods a project buys (or sells): name, specification, brand, unit, quantity and budget unit price. */
export function GoodsLines({ form, priceLabel }: { form: SchemaForm<typeof projectSchema>; priceLabel: string }) {
  const lines = useFieldArray({ control: form.control, name: 'goods' });
  const values = form.watch('goods');
  const budget = values.reduce((sum, line) => sum + (Number(line.budgetPrice) || 0) * (Number(line.quantity) || 0), 0);
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm text-slate-700">
        商品清单<span className="ml-3 text-slate-500">预算金额：{formatMoney(budget)} 元</span>
      </legend>
      {lines.fields.map((field, index) => (
        <div key={field.id} className="grid grid-cols-[2fr_1.2fr_1fr_0.7fr_0.9fr_1fr_auto] items-start gap-2">
          <TextField form={form} name={`goods.${index}.goodsName`} label={`商品名称${index + 1}`} required />
          <TextField form={form} name={`goods.${index}.spec`} label="规格型号" />
          <TextField form={form} name={`goods.${index}.brandName`} label="品牌" />
          <TextField form={form} name={`goods.${index}.unit`} label="单位" required />
          <TextField form={form} name={`goods.${index}.quantity`} label="数量" type="number" required />
          <TextField form={form} name={`goods.${index}.budgetPrice`} label={priceLabel} type="number" step="0.01" />
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
      {errorOf(form, 'goods') && <p className="text-xs text-red-600">{errorOf(form, 'goods')}</p>}
      <div>
        <Button variant="default" size="sm" onClick={() => lines.append({ ...emptyLine })}>
          添加商品
        </Button>
      </div>
    </fieldset>
  );
}
