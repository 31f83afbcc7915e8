import { useQuery } from '@tanstack/react-query';
import type { components } from '@zc/sdk';
import { queryEvaluateDetailQueryOptions } from '@zc/sdk/react';
import { dimensions, linesToEvaluate } from '@/features/evaluation/evaluate-form.ts';
import { Stars } from '@/features/evaluation/Stars.tsx';
import { useEvaluateForm } from '@/features/evaluation/use-evaluate-form.ts';
import { ImagesField } from '@/features/orders/ImagesField.tsx';
import { errorOf } from '@/shared/ui/FormDialog/fields.tsx';
import { tap } from '../shared/kit.tsx';

type Line = components['schemas']['OrderDetail'];

/** The lines of an order still to be evaluated, as the desktop's 评价 counts them; asked only when `enabled`. */
export function useLinesToEvaluate(orderId: string, lines: readonly Line[], enabled: boolean) {
  const done = useQuery({ ...queryEvaluateDetailQueryOptions({ query: { orderId } }), enabled }).data;
  return done ? linesToEvaluate(lines, done) : [];
}

/**
 * 评价 on a phone: the desktop's form (every line scored on every dimension, text optional, photos through the same
 * upload and limits), with touch-sized controls.
 */
export function EvaluateForm({ orderId, lines, onDone }: { orderId: string; lines: Line[]; onDone: () => void }) {
  const { form, items, submit, refusal, photosOf } = useEvaluateForm(orderId, lines, onDone);
  return (
    <form onSubmit={submit} noValidate aria-label="评价订单" className="mt-2 flex flex-col gap-3 bg-white p-3 text-sm">
      {lines.map((line, index) => (
        <section key={line.id} aria-label={`评价：${line.goodsName}`} className="flex flex-col gap-1">
          <h3 className="line-clamp-2 font-medium">{line.goodsName}</h3>
          {dimensions.map(([name, label]) => (
            <Stars
              key={name}
              size="touch"
              label={label}
              value={items[index]?.[name]}
              error={errorOf(form, `items.${index}.${name}`)}
              onChange={(value) =>
                form.setValue(`items.${index}.${name}`, value as never, { shouldDirty: true, shouldValidate: true })
              }
            />
          ))}
          <label className="flex flex-col gap-1">
            评价内容
            <textarea
              {...form.register(`items.${index}.content`)}
              placeholder="选填"
              className="h-20 rounded border border-slate-200 p-2"
            />
          </label>
          <ImagesField label="晒图" fileType="evaluate" touch {...photosOf(line.id)} />
        </section>
      ))}
      <label className="flex min-h-11 items-center gap-2">
        <input type="checkbox" className="size-5 accent-[var(--brand)]" {...form.register('anonymous')} />
        匿名评价
      </label>
      {refusal && (
        <p role="alert" className="text-red-600">
          {refusal}
        </p>
      )}
      <button type="submit" className={tap.primary} disabled={form.formState.isSubmitting}>
        提交评价
      </button>
    </form>
  );
}
