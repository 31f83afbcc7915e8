import { useQuery } from '@tanstack/react-query';
import type { components } from '@zc/sdk';
import { afterSaleTypeLabels } from '@zc/sdk/labels';
import { getAfterSaleNumEnableQueryOptions, useSaveAfterSale } from '@zc/sdk/react';
import { useId, useMemo, useState } from 'react';
import {
  afterSaleDefaults,
  afterSaleSchema,
  enableNumOf,
  linesForAfterSale,
} from '@/features/orders/after-sale-form.ts';
import { ImagesField, imageUrls } from '@/features/orders/ImagesField.tsx';
import { useDictionaryOptions } from '@/shared/dictionary/DictionarySelectField.tsx';
import { optionsOf } from '@/shared/format/labels.ts';
import { useSession } from '@/shared/session/session.ts';
import { errorOf, toNumberOrUndefined } from '@/shared/ui/FormDialog/fields.tsx';
import { refusalMessage, type SchemaForm, useSchemaForm } from '@/shared/ui/FormDialog/schema-form.ts';
import { toast } from '@/shared/ui/Toast/toast.ts';
import type { UploadedFile } from '@/shared/ui/Upload/Upload.tsx';
import { tap } from '../shared/kit.tsx';

type Order = components['schemas']['Order'];
type Line = components['schemas']['OrderDetail'];
type Enable = components['schemas']['AfterSaleNumEnable'];
type Schema = ReturnType<typeof afterSaleSchema>;

const input = 'h-11 w-full rounded border border-slate-200 bg-white px-2';

/**
 * The order's lines that can still go to after-sale, with how many of each, as the desktop's 申请售后 counts them; asked
 * only when `enabled` (the order received, the user one who may return goods).
 */
export function useAfterSaleLines(order: Order, lines: readonly Line[], enabled: boolean) {
  const enable = useQuery({ ...getAfterSaleNumEnableQueryOptions({ path: { orderId: order.id } }), enabled }).data;
  return enable ? { lines: linesForAfterSale(order, lines, enable), enable } : { lines: [], enable: [] };
}

/** A labelled field of the phone's forms, its control drawn by `children` with the id and state given, its error under it. */
function Field({
  form,
  name,
  label,
  children,
}: {
  form: SchemaForm<Schema>;
  name: 'afterSaleType' | 'afterSaleNum' | 'reason' | 'description' | 'contactName' | 'contactPhone';
  label: string;
  children: (control: { id: string; 'aria-invalid': boolean }) => React.ReactNode;
}) {
  const id = useId();
  const error = errorOf(form, name);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': Boolean(error) })}
      {error && <span className="text-xs text-red-600">{error}</span>}
    </div>
  );
}

function LineForm({
  order,
  line,
  enableNum,
  onDone,
}: {
  order: Order;
  line: Line;
  enableNum: number;
  onDone: () => void;
}) {
  const session = useSession();
  const schema = useMemo(() => afterSaleSchema(enableNum), [enableNum]);
  const form = useSchemaForm(schema, afterSaleDefaults(enableNum, session ?? {}));
  const [refusal, setRefusal] = useState<string | null>(null);
  const [images, setImages] = useState<UploadedFile[]>([]);
  const [uploading, setUploading] = useState(false);
  const reasons = useDictionaryOptions('after_sale_reason');
  const save = useSaveAfterSale();
  const submit = form.handleSubmit(async (values) => {
    setRefusal(null);
    if (uploading) return setRefusal('图片正在上传，请稍候再提交');
    try {
      await save.mutateAsync({
        body: { ...values, orderId: order.id, orderDetailId: line.id, images: imageUrls(images) },
      });
      toast.success('售后申请已提交，等待供应商审核');
      onDone();
    } catch (error) {
      setRefusal(refusalMessage(form, schema, error));
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label="申请售后" className="flex flex-col gap-2">
      <Field form={form} name="afterSaleType" label="售后类型">
        {(control) => (
          <select {...control} {...form.register('afterSaleType')} className={input}>
            <option value="">请选择</option>
            {optionsOf(afterSaleTypeLabels).map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field form={form} name="afterSaleNum" label={`售后数量（最多 ${enableNum}）`}>
        {(control) => (
          <input
            {...control}
            type="number"
            inputMode="numeric"
            min={1}
            max={enableNum}
            {...form.register('afterSaleNum', { setValueAs: toNumberOrUndefined })}
            className={input}
          />
        )}
      </Field>
      <Field form={form} name="reason" label="售后原因">
        {(control) => (
          <select {...control} {...form.register('reason')} className={input}>
            <option value="">请选择</option>
            {reasons.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field form={form} name="description" label="问题描述">
        {(control) => (
          <textarea
            {...control}
            {...form.register('description')}
            placeholder="选填"
            className="h-20 rounded border border-slate-200 p-2"
          />
        )}
      </Field>
      <ImagesField
        label="凭证图片"
        fileType="afterSale"
        touch
        value={images}
        onChange={setImages}
        onUploadingChange={setUploading}
      />
      <Field form={form} name="contactName" label="联系人">
        {(control) => <input {...control} {...form.register('contactName')} className={input} />}
      </Field>
      <Field form={form} name="contactPhone" label="联系电话">
        {(control) => <input {...control} type="tel" {...form.register('contactPhone')} className={input} />}
      </Field>
      {refusal && (
        <p role="alert" className="text-red-600">
          {refusal}
        </p>
      )}
      <button type="submit" className={tap.primary} disabled={form.formState.isSubmitting}>
        提交申请
      </button>
    </form>
  );
}

/** 申请售后 on a phone: the line (of those that can still go), then the desktop's form for it, proof photos and all. */
export function AfterSaleForm({
  order,
  lines,
  enable,
  onDone,
}: {
  order: Order;
  lines: Line[];
  enable: Enable[];
  onDone: () => void;
}) {
  const [lineId, setLineId] = useState(lines[0]?.id);
  const line = lines.find((candidate) => candidate.id === lineId) ?? lines[0];
  if (!line) return null;
  return (
    <section aria-label="售后" className="mt-2 flex flex-col gap-2 bg-white p-3 text-sm">
      <label className="flex flex-col gap-1">
        售后商品
        <select value={line.id} onChange={(event) => setLineId(event.target.value)} className={input}>
          {lines.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {candidate.goodsName}
            </option>
          ))}
        </select>
      </label>
      <LineForm key={line.id} order={order} line={line} enableNum={enableNumOf(line, enable)} onDone={onDone} />
    </section>
  );
}
