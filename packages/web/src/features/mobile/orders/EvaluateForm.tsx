import { useQuery } from '@tanstack/react-query';
import type { components } from '@zc/sdk';
import { queryEvaluateDetailQueryOptions, useSaveEvaluate } from '@zc/sdk/react';
import { useState } from 'react';
import {
  dimensions,
  evaluateBody,
  evaluateDefaults,
  evaluateSchema,
  linesToEvaluate,
} from '@/features/evaluation/evaluate-form.ts';
import { Stars } from '@/features/evaluation/Stars.tsx';
import { ImagesField, imageUrls } from '@/features/orders/ImagesField.tsx';
import { errorOf } from '@/shared/ui/FormDialog/fields.tsx';
import { refusalMessage, useSchemaForm } from '@/shared/ui/FormDialog/schema-form.ts';
import { toast } from '@/shared/ui/Toast/toast.ts';
import type { UploadedFile } from '@/shared/ui/Upload/Upload.tsx';
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
  const form = useSchemaForm(evaluateSchema, evaluateDefaults(lines));
  const [refusal, setRefusal] = useState<string | null>(null);
  const [images, setImages] = useState<Record<string, UploadedFile[]>>({});
  const [uploading, setUploading] = useState<Record<string, boolean>>({});
  const save = useSaveEvaluate();
  const items = form.watch('items');
  const submit = form.handleSubmit(async (values) => {
    setRefusal(null);
    if (Object.values(uploading).some(Boolean)) return setRefusal('图片正在上传，请稍候再提交');
    try {
      await save.mutateAsync({ body: evaluateBody(orderId, values, (line) => imageUrls(images[line] ?? [])) });
      toast.success('评价成功，感谢您的反馈');
      onDone();
    } catch (error) {
      setRefusal(refusalMessage(form, evaluateSchema, error));
    }
  });
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
          <ImagesField
            label="晒图"
            fileType="evaluate"
            touch
            value={images[line.id] ?? []}
            onChange={(files) => setImages((current) => ({ ...current, [line.id]: files }))}
            onUploadingChange={(busy) =>
              setUploading((current) => (current[line.id] === busy ? current : { ...current, [line.id]: busy }))
            }
          />
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
