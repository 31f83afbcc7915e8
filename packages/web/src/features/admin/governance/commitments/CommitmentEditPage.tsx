import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type components, publishSupplierCommitmentText } from '@zc/sdk';
import { listSupplierCommitmentTextsQueryOptions, usePublishSupplierCommitmentText } from '@zc/sdk/react';
import { supplierCommitmentTextFormSchema } from '@zc/sdk/schemas';
import { useState } from 'react';
import { useMayCall } from '@/shared/permission/may-call.tsx';
import { Button } from '@/shared/ui/Button.tsx';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { TextAreaField, TextField } from '@/shared/ui/FormDialog/fields.tsx';
import { formValues, refusalMessage, useSchemaForm } from '@/shared/ui/FormDialog/schema-form.ts';
import { QueryState } from '@/shared/ui/QueryState.tsx';
import { SafeHtml } from '@/shared/ui/SafeHtml.tsx';
import { TableSection } from '@/shared/ui/TableSection.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';
import { HtmlPreview } from '../../shared/HtmlPreview.tsx';

type Commitment = components['schemas']['SupplierCommitmentText'];

const schema = supplierCommitmentTextFormSchema;

/**
 * The version a new text is published under: the version in force while nobody has signed it (a correction), else the
 * next of this year (V2026.1 after V2025.3, V2026.2 after V2026.1).
 */
export function nextVersion(current: Commitment | undefined, year = new Date().getFullYear()): string {
  if (!current) return `V${year}.1`;
  if (current.signedSupplierCount === 0) return current.version;
  const [, currentYear, sequence] = /^V(\d{4})\.(\d+)$/.exec(current.version) ?? [];
  return Number(currentYear) === year ? `V${year}.${Number(sequence) + 1}` : `V${year}.1`;
}

/** 编辑违规承诺: the integrity commitment suppliers sign, written as HTML beside its sanitised preview, by version. */
export function CommitmentEditPage() {
  const versions = useQuery(listSupplierCommitmentTextsQueryOptions());
  return (
    <QueryState query={versions}>
      {(rows) => <CommitmentEditor key={rows[0]?.id ?? 'none'} versions={rows} />}
    </QueryState>
  );
}

function CommitmentEditor({ versions }: { versions: Commitment[] }) {
  const current = versions[0];
  const publish = usePublishSupplierCommitmentText();
  const mayPublish = useMayCall(publishSupplierCommitmentText);
  const form = useSchemaForm(
    schema,
    formValues(schema, { title: '供应商诚信承诺书', ...current, version: nextVersion(current) }),
  );
  const [serverError, setServerError] = useState<string | null>(null);
  const [reading, setReading] = useState<Commitment>();
  const submit = form.handleSubmit(async (body) => {
    setServerError(null);
    try {
      await publish.mutateAsync({ body });
    } catch (error) {
      setServerError(refusalMessage(form, schema, error));
      return;
    }
    toast.success(`承诺书 ${body.version} 已发布`);
  });
  const columns = columnsOf<Commitment>({
    version: '版本',
    title: '标题',
    signedSupplierCount: { header: '签署供应商', cell: (row) => `${row.signedSupplierCount} 家` },
    publisherName: '发布人',
    publishTime: ['发布时间', 'dateTime'],
    actions: {
      header: '操作',
      cell: (row) => (
        <Button variant="text" onClick={() => setReading(row)}>
          预览
        </Button>
      ),
    },
  });
  return (
    <div className="flex flex-col gap-3">
      <p className="rounded bg-white px-4 py-3 text-sm text-slate-600">
        {current
          ? `现行版本 ${current.version}，已有 ${current.signedSupplierCount} 家供应商签署。`
          : '尚未发布诚信承诺书。'}
        已有供应商签署的版本不能再修改，修改内容须使用新的版本号；各供应商签署的版本见
        <Link to="/violation-commitment" className="mx-1 text-brand hover:underline">
          违规承诺
        </Link>
        。
      </p>
      <form
        onSubmit={submit}
        noValidate
        aria-label="编辑承诺书"
        className="grid grid-cols-2 gap-4 rounded bg-white p-5"
      >
        <div>
          <div className="grid grid-cols-[10rem_1fr] gap-x-4">
            <TextField form={form} name="version" label="版本号" required hint="如 V2026.1" />
            <TextField form={form} name="title" label="标题" required />
          </div>
          <TextAreaField
            form={form}
            name="content"
            label="承诺书内容"
            required
            rows={18}
            hint="支持 HTML，展示时去除脚本"
          />
          {serverError && <p className="mb-3 text-sm text-red-600">{serverError}</p>}
          {mayPublish && (
            <Button type="submit" variant="primary" loading={form.formState.isSubmitting}>
              发布
            </Button>
          )}
        </div>
        <section aria-label="预览" className="flex min-h-0 flex-col gap-2">
          <h3 className="text-sm text-slate-500">预览（供应商所见，已去除脚本）</h3>
          <div className="max-h-[34rem] overflow-y-auto rounded border border-slate-200 p-4">
            <h2 className="mb-3 text-center text-lg font-medium">{form.watch('title')}</h2>
            <SafeHtml html={form.watch('content')} />
          </div>
        </section>
      </form>
      <TableSection label="承诺书版本" columns={columns} records={versions} />
      {reading && (
        <HtmlPreview
          title={`${reading.title}（${reading.version}）`}
          html={reading.content}
          onClose={() => setReading(undefined)}
        />
      )}
    </div>
  );
}
