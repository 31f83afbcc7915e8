import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { components } from '@zc/sdk';
import { certificateAuditStatusLabels, depositStatusLabels, projectTypeLabels } from '@zc/sdk/labels';
import {
  getProjectCertificateDetailQueryOptions,
  pageSupplierAuctionProjectsQueryOptions,
  pageSupplierBiddingProjectsQueryOptions,
  useCreateProjectCertificate,
  useUpdateProjectCertificate,
} from '@zc/sdk/react';
import { useState } from 'react';
import { useFinish } from '@/app/finish.ts';
import { formatDateTime } from '@/shared/format/date.ts';
import { labelOf } from '@/shared/format/labels.ts';
import { formatMoney } from '@/shared/format/money.ts';
import { usePageSearch, useSetPageSearch } from '@/shared/page/page.tsx';
import { Button } from '@/shared/ui/Button.tsx';
import { Details } from '@/shared/ui/Details/Details.tsx';
import { Field } from '@/shared/ui/Field.tsx';
import { SelectField, TextAreaField, TextField } from '@/shared/ui/FormDialog/fields.tsx';
import { formValues, refusalMessage, useSchemaForm } from '@/shared/ui/FormDialog/schema-form.ts';
import { QueryState } from '@/shared/ui/QueryState.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';
import { FileLinks } from '@/shared/ui/Upload/AttachmentLink.tsx';
import { FileUpload } from '@/shared/ui/Upload/FileUpload.tsx';
import { certificateBody, certificateSchema } from './certificate-form.ts';
import { isEditable } from './rules.ts';

type Certificate = components['schemas']['ProjectCertificate'];
type Project = components['schemas']['Project'];

const listStart = { page: 1, size: 10 };

/** 编辑项目资质: a new registration without `?id=`; with it, the registration's detail, or its form with `mode=edit`. */
export function CertificateEditorPage() {
  const { id, mode } = usePageSearch('/pro-editor');
  if (!id) return <CertificateForm />;
  return <CertificateDetail id={id} editing={mode === 'edit'} />;
}

function CertificateDetail({ id, editing }: { id: string; editing: boolean }) {
  const query = useQuery(getProjectCertificateDetailQueryOptions({ path: { id } }));
  const setSearch = useSetPageSearch<{ mode?: 'edit' }>();
  return (
    <QueryState query={query}>
      {(certificate) =>
        editing && isEditable(certificate) ? (
          <CertificateForm certificate={certificate} />
        ) : (
          <div className="flex flex-col gap-3">
            <Details
              title="项目信息"
              items={[
                { label: '项目编号', value: certificate.projectNo },
                { label: '项目名称', value: certificate.projectName },
                { label: '方式', value: labelOf(projectTypeLabels, certificate.projectType) },
                { label: '报名截止', value: formatDateTime(certificate.registrationEndTime) },
                { label: '保证金（元）', value: formatMoney(certificate.depositAmount) },
                { label: '保证金状态', value: labelOf(depositStatusLabels, certificate.depositStatus) },
              ]}
              actions={
                isEditable(certificate) && (
                  <Button variant="primary" onClick={() => setSearch({ mode: 'edit' })}>
                    编辑
                  </Button>
                )
              }
            />
            <Details
              title="报名信息"
              items={[
                { label: '供应商', value: certificate.supplierName },
                { label: '联系人', value: certificate.contactName },
                { label: '联系电话', value: certificate.contactPhone },
                { label: '报名时间', value: formatDateTime(certificate.createTime) },
                { label: '资质文件', value: <FileLinks files={certificate.qualificationFiles} />, span: 3 },
                { label: '保证金凭证', value: <FileLinks files={certificate.depositVouchers} />, span: 3 },
              ]}
            />
            <Details
              title="审核信息"
              items={[
                { label: '审核状态', value: labelOf(certificateAuditStatusLabels, certificate.auditStatus) },
                { label: '审核人', value: certificate.auditUserName },
                { label: '审核时间', value: formatDateTime(certificate.auditTime) },
                { label: '审核意见', value: certificate.auditOpinion, span: 3 },
              ]}
            />
            <div>
              <Link to="/pro-certificate" search={listStart} className="text-sm text-brand hover:underline">
                返回报名列表
              </Link>
            </div>
          </div>
        )
      }
    </QueryState>
  );
}

/** Projects still taking registrations that the supplier has not registered for, bidding and auction alike. */
function useOpenProjects(enabled: boolean) {
  const query = { current: 1, size: 100, status: 3, joined: 0 } as const;
  const bidding = useQuery({ ...pageSupplierBiddingProjectsQueryOptions({ query }), enabled });
  const auction = useQuery({ ...pageSupplierAuctionProjectsQueryOptions({ query }), enabled });
  const projects: Project[] = [...(bidding.data?.records ?? []), ...(auction.data?.records ?? [])];
  return { projects, isPending: enabled && (bidding.isPending || auction.isPending) };
}

function CertificateForm({ certificate }: { certificate?: Certificate }) {
  const finish = useFinish();
  const create = useCreateProjectCertificate();
  const update = useUpdateProjectCertificate();
  const open = useOpenProjects(!certificate);
  const [serverError, setServerError] = useState<string | null>(null);
  // Each attachment field reports its own uploads; the form waits for both.
  const [uploading, setUploading] = useState({ qualificationFiles: false, depositVouchers: false });
  const form = useSchemaForm(certificateSchema, formValues(certificateSchema, certificate));
  const projectId = form.watch('projectId');
  const project = open.projects.find((item) => item.id === projectId);

  const submit = form.handleSubmit(async (values) => {
    setServerError(null);
    const body = certificateBody(values);
    try {
      if (certificate) await update.mutateAsync({ body: { ...body, id: certificate.id } });
      else await create.mutateAsync({ body });
      toast.success(certificate ? '报名信息已修改，等待采购方审核' : '报名已提交，等待采购方审核');
      await finish({ to: '/pro-certificate', search: listStart });
    } catch (error) {
      setServerError(refusalMessage(form, certificateSchema, error));
    }
  });

  return (
    <form
      aria-label={certificate ? '编辑项目报名' : '新增项目报名'}
      noValidate
      onSubmit={submit}
      className="flex max-w-3xl flex-col gap-4 rounded bg-white p-5"
    >
      <h2 className="border-l-4 border-brand pl-2 font-medium text-slate-800">
        {certificate ? '编辑项目报名' : '新增项目报名'}
      </h2>
      {certificate ? (
        <Field label="报名项目">
          {(control) => (
            <p {...control} className="text-sm text-slate-800">
              {certificate.projectNo} {certificate.projectName}
            </p>
          )}
        </Field>
      ) : (
        <SelectField
          form={form}
          name="projectId"
          label="报名项目"
          required
          hint={
            project
              ? `报名截止 ${formatDateTime(project.registrationEndTime)}，保证金 ¥${formatMoney(project.depositAmount ?? 0)}`
              : !open.isPending && open.projects.length === 0
                ? '暂无可报名的项目'
                : undefined
          }
          options={open.projects.map((item) => ({
            value: item.id,
            label: `[${labelOf(projectTypeLabels, item.projectType)}] ${item.projectName}`,
          }))}
        />
      )}
      <div className="grid grid-cols-2 gap-4">
        <TextField form={form} name="contactName" label="联系人" required />
        <TextField form={form} name="contactPhone" label="联系电话" type="tel" required />
      </div>
      {(
        [
          ['qualificationFiles', '资质文件', '上传资质文件', true],
          ['depositVouchers', '保证金凭证', '上传保证金凭证', false],
        ] as const
      ).map(([name, label, button, required]) => (
        <Field key={name} label={label} required={required} error={form.formState.errors[name]?.message}>
          {() => (
            <FileUpload
              fileType="certificate"
              label={button}
              value={form.watch(name)}
              onChange={(files) => form.setValue(name, files, { shouldDirty: true, shouldValidate: true })}
              // Unchanged state is kept as is: this callback is new on every render and reported from an effect.
              onUploadingChange={(busy) =>
                setUploading((current) => (current[name] === busy ? current : { ...current, [name]: busy }))
              }
            />
          )}
        </Field>
      ))}
      <TextAreaField form={form} name="remark" label="备注" />
      {serverError && (
        <p role="alert" className="rounded border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
          {serverError}
        </p>
      )}
      <div className="flex gap-2">
        <Button
          type="submit"
          variant="primary"
          loading={form.formState.isSubmitting}
          disabled={uploading.qualificationFiles || uploading.depositVouchers}
        >
          提交报名
        </Button>
        <Link
          to="/pro-certificate"
          search={listStart}
          className="inline-flex h-8 items-center rounded border border-slate-300 px-4 text-sm text-slate-700 hover:border-brand hover:text-brand"
        >
          取消
        </Link>
      </div>
    </form>
  );
}
