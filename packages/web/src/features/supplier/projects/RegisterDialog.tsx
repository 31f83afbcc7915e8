import { useCreateProjectCertificate } from '@zc/sdk/react';
import { formatMoney } from '@/shared/format/money.ts';
import { Field } from '@/shared/ui/Field.tsx';
import { FormDialog, formValues } from '@/shared/ui/FormDialog/FormDialog.tsx';
import { TextAreaField, TextField } from '@/shared/ui/FormDialog/fields.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';
import { FileUpload } from '@/shared/ui/Upload/FileUpload.tsx';
import { certificateBody, certificateSchema } from '../certificates/certificate-form.ts';
import type { Project } from './kinds.ts';

const registerSchema = certificateSchema.omit({ projectId: true });

const uploads = [
  { name: 'qualificationFiles', label: '资质文件', button: '上传资质文件' },
  { name: 'depositVouchers', label: '保证金缴纳凭证', button: '上传缴纳凭证' },
] as const;

/**
 * 报名: registers the supplier for a project with its contact, qualification files and, where a deposit is due, the
 * payment voucher; without a voucher the deposit stays 待缴纳 and can be paid later.
 */
export function RegisterDialog({ project, onClose }: { project: Project; onClose: () => void }) {
  const register = useCreateProjectCertificate();
  const deposit = project.depositRequired === 1;
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`报名：${project.projectName}`}
      schema={registerSchema}
      defaultValues={formValues(registerSchema)}
      submitText="提交报名"
      onSubmit={async (values) => {
        await register.mutateAsync({ body: certificateBody({ ...values, projectId: project.id }) });
        toast.success('报名成功，等待审核');
      }}
    >
      {(form) => (
        <>
          <p className="text-sm text-slate-500">
            {deposit
              ? `本项目须缴纳保证金 ${formatMoney(project.depositAmount)} 元，请上传缴纳凭证（也可报名后补交）。`
              : '本项目无需缴纳保证金。'}
          </p>
          <TextField form={form} name="contactName" label="联系人" required />
          <TextField form={form} name="contactPhone" label="联系电话" required />
          {uploads
            .filter((upload) => deposit || upload.name !== 'depositVouchers')
            .map((upload) => (
              <Field key={upload.name} label={upload.label} error={form.formState.errors[upload.name]?.message}>
                {() => (
                  <FileUpload
                    fileType="supplier"
                    label={upload.button}
                    value={form.watch(upload.name)}
                    onChange={(next) => form.setValue(upload.name, next, { shouldValidate: true, shouldDirty: true })}
                  />
                )}
              </Field>
            ))}
          <TextAreaField form={form} name="remark" label="备注" />
        </>
      )}
    </FormDialog>
  );
}
