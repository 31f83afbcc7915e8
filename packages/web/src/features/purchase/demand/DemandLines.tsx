import type { components } from '@zc/sdk';
import { useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { formatMoney } from '@/shared/format/money.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { errorOf } from '@/shared/ui/FormDialog/fields.tsx';
import { Input } from '@/shared/ui/Input.tsx';
import type { DemandFormModel } from './demand-form.ts';
import { GoodsPickerDialog } from './GoodsPickerDialog.tsx';

type Goods = components['schemas']['GoodsItem'];

const quantity = (value: unknown) => (value === '' || value === null ? undefined : Number(value));
const cell = 'border-t border-slate-100 px-3 py-2 align-top';

/** 需求商品: the goods picked from the mall, one line each, with the quantity needed; at least one. */
export function DemandLines({ form }: { form: DemandFormModel }) {
  const lines = useFieldArray({ control: form.control, name: 'items' });
  const [picking, setPicking] = useState(false);
  const values = form.watch('items');
  const total = values.reduce((sum, line) => sum + line.price * (Number(line.buyNum) || 0), 0);
  const add = (goods: Goods) =>
    lines.append({
      goodsId: goods.id,
      goodsName: goods.name,
      spec: goods.spec,
      unit: goods.unit,
      supplierName: goods.supplierName,
      price: goods.price,
      buyNum: goods.minBuyNum ?? 1,
    });
  const error = errorOf(form, 'items');
  return (
    <section aria-label="需求商品" className="flex flex-col gap-2">
      <div className="flex items-center gap-3">
        <h3 className="text-sm font-medium text-slate-700">
          <span className="mr-0.5 text-red-500">*</span>需求商品
        </h3>
        <Button size="sm" onClick={() => setPicking(true)}>
          添加商品
        </Button>
        <span className="ml-auto text-sm text-slate-600">
          共 {lines.fields.length} 种商品，预估金额 <strong className="text-red-600">¥{formatMoney(total)}</strong>
        </span>
      </div>
      <table aria-label="需求商品明细" className="w-full border border-slate-200 text-sm">
        <thead className="bg-slate-50 text-left text-slate-600">
          <tr>
            <th className="px-3 py-2 font-medium">商品名称</th>
            <th className="px-3 py-2 font-medium">规格型号</th>
            <th className="px-3 py-2 font-medium">供应商</th>
            <th className="px-3 py-2 text-right font-medium">单价</th>
            <th className="w-36 px-3 py-2 font-medium">数量</th>
            <th className="px-3 py-2 text-right font-medium">小计</th>
            <th className="w-20 px-3 py-2 font-medium">操作</th>
          </tr>
        </thead>
        <tbody>
          {lines.fields.length === 0 && (
            <tr>
              <td colSpan={7} className={`${cell} py-8 text-center text-slate-500`}>
                还没有需求商品，请点击“添加商品”从商城选择
              </td>
            </tr>
          )}
          {lines.fields.map((field, index) => {
            const line = values[index] ?? field;
            const lineError = errorOf(form, `items.${index}.buyNum`);
            return (
              <tr key={field.id}>
                <td className={cell}>{line.goodsName}</td>
                <td className={cell}>{line.spec || '--'}</td>
                <td className={cell}>{line.supplierName || '--'}</td>
                <td className={`${cell} text-right`}>{formatMoney(line.price)}</td>
                <td className={cell}>
                  <span className="flex items-center gap-1">
                    <Input
                      type="number"
                      min={1}
                      step={1}
                      aria-label={`${line.goodsName} 数量`}
                      aria-invalid={Boolean(lineError)}
                      className="w-24"
                      {...form.register(`items.${index}.buyNum`, { setValueAs: quantity })}
                    />
                    {line.unit}
                  </span>
                  {lineError && <p className="mt-1 text-xs text-red-600">{lineError}</p>}
                </td>
                <td className={`${cell} text-right`}>{formatMoney(line.price * (Number(line.buyNum) || 0))}</td>
                <td className={cell}>
                  <Button
                    variant="text"
                    size="sm"
                    aria-label={`删除 ${line.goodsName}`}
                    onClick={() => lines.remove(index)}
                  >
                    删除
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {error && <p className="text-xs text-red-600">{error}</p>}
      {picking && (
        <GoodsPickerDialog chosen={values.map((line) => line.goodsId)} onAdd={add} onClose={() => setPicking(false)} />
      )}
    </section>
  );
}
