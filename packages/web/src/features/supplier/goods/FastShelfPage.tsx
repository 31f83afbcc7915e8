import { useQuery } from '@tanstack/react-query';
import type { components } from '@zc/sdk';
import { fastUpShelfRecordStatusLabels, itemTypeLabels } from '@zc/sdk/labels';
import { getLastFastUpShelfRecordQueryOptions, useFastUpShelf } from '@zc/sdk/react';
import { useState } from 'react';
import { CategoryTreeSelect } from '@/shared/catalogue/CategoryTreeSelect.tsx';
import { formatDateTime } from '@/shared/format/date.ts';
import { labelOf, optionsOf } from '@/shared/format/labels.ts';
import { Permission } from '@/shared/permission/Permission.tsx';
import { Button } from '@/shared/ui/Button.tsx';
import { Details } from '@/shared/ui/Details/Details.tsx';
import { errorMessage } from '@/shared/ui/error-message.ts';
import { Field } from '@/shared/ui/Field.tsx';
import { SelectField } from '@/shared/ui/FormDialog/fields.tsx';
import { useSchemaForm } from '@/shared/ui/FormDialog/schema-form.ts';
import { controlClass } from '@/shared/ui/Input.tsx';
import { QueryState } from '@/shared/ui/QueryState.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';
import { fastShelfSchema } from './goods-forms.ts';

type ShelfRecord = components['schemas']['FastUpShelfRecord'];

/** The skus of a run that did not go on shelf, one per line: what the next run most likely retries. */
const failedSkus = (record: ShelfRecord | null | undefined) =>
  (record?.failDetails ?? []).map((failure) => failure.sku).join('\n');

/** The problem of the skus as a list, or of the first sku at fault in it (skus.3): both are shown under the text. */
const skusProblem = (error: unknown): string | undefined =>
  Array.isArray(error) ? skusProblem(error.find(Boolean)) : (error as { message?: string } | undefined)?.message;

/**
 * 快速上架 (/goods-fast-shelf): puts goods on shelf by sku in one run (goodsItem/fastUpShelf). The form starts from
 * the last run (goodsItem/queryLastFastUpShelfRecord): its failed skus are filled in, its result shown below.
 */
export function FastShelfPage() {
  // No run yet is null, which QueryState reads as a missing record: the answer is wrapped so that null is a value.
  const last = useQuery({ ...getLastFastUpShelfRecordQueryOptions(), select: (record) => ({ record }) });
  return <QueryState query={last}>{({ record }) => <FastShelf last={record} />}</QueryState>;
}

function FastShelf({ last }: { last: ShelfRecord | null }) {
  const run = useFastUpShelf();
  const [serverError, setServerError] = useState<string>();
  const form = useSchemaForm(fastShelfSchema, {
    skus: failedSkus(last),
    categoryId: '',
    itemType: '',
  });
  const categoryId = form.watch('categoryId');

  const submit = form.handleSubmit(async (body) => {
    setServerError(undefined);
    let record: ShelfRecord;
    try {
      record = await run.mutateAsync({ body });
    } catch (error) {
      setServerError(errorMessage(error, '快速上架失败，请重试'));
      return;
    }
    toast.success(`快速上架完成：成功 ${record.successCount} 件，失败 ${record.failCount} 件`);
    form.reset({ ...form.getValues(), skus: failedSkus(record) });
  });

  return (
    <div className="flex flex-col gap-3">
      <form aria-label="快速上架" noValidate onSubmit={submit} className="flex flex-col gap-4 rounded bg-white p-4">
        <Field
          label="商品 SKU"
          required
          hint="每行一个，或用逗号、空格分隔；一次最多 200 个"
          error={skusProblem(form.formState.errors.skus)}
        >
          {(control) => (
            <textarea
              rows={6}
              placeholder="请输入商品 SKU"
              {...control}
              {...form.register('skus')}
              className={`${controlClass} h-auto py-1.5`}
            />
          )}
        </Field>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <Field label="默认分类" hint="无法匹配分类的商品放入此分类">
            {(control) => (
              <CategoryTreeSelect
                {...control}
                leafOnly
                clearable
                placeholder="不指定"
                value={categoryId ?? ''}
                onChange={(choice) => form.setValue('categoryId', choice?.id ?? '')}
              />
            )}
          </Field>
          <SelectField form={form} name="itemType" label="商品类型" options={optionsOf(itemTypeLabels)} />
        </div>
        <div className="flex items-center justify-end gap-3">
          {serverError && (
            <p role="alert" className="mr-auto text-sm text-red-600">
              {serverError}
            </p>
          )}
          <Permission value="goods:shelf">
            <Button type="submit" variant="primary" loading={form.formState.isSubmitting}>
              开始上架
            </Button>
          </Permission>
        </div>
      </form>
      {last ? (
        <>
          <Details
            title="最近一次快速上架"
            items={[
              { label: '提交时间', value: formatDateTime(last.createTime) },
              { label: '完成时间', value: formatDateTime(last.finishTime) },
              { label: '状态', value: labelOf(fastUpShelfRecordStatusLabels, last.status) },
              { label: '提交数量', value: last.total },
              { label: '成功数量', value: last.successCount },
              { label: '失败数量', value: last.failCount },
            ]}
          />
          {last.failDetails && last.failDetails.length > 0 && (
            <Details
              title="上架失败的商品"
              items={last.failDetails.map((failure) => ({ label: failure.sku, value: failure.reason }))}
            />
          )}
        </>
      ) : (
        <p className="rounded bg-white p-4 text-sm text-slate-500">还没有快速上架记录</p>
      )}
    </div>
  );
}
