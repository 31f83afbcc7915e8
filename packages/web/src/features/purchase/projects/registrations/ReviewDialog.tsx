import type { components } from '@zc/sdk';
import { certificateAuditRequestAuditStatusLabels, depositStatusLabels } from '@zc/sdk/labels';
import { useAuditProjectCertificate } from '@zc/sdk/react';
import { certificateAuditRequestSchema } from '@zc/sdk/schemas';
import { optionsOf } from '@/shared/format/labels.ts';
import { formatMoney } from '@/shared/format/money.ts';
import { Details } from '@/shared/ui/Details/Details.tsx';
import { FormDialog } from '@/shared/ui/FormDialog/FormDialog.tsx';
import { SelectField, TextAreaField } from '@/shared/ui/FormDialog/fields.tsx';
import { chosen } from '@/shared/ui/FormDialog/schema-form.ts';
import { toast } from '@/shared/ui/Toast/toast.ts';
import { FileLinks } from '@/shared/ui/Upload/AttachmentLink.tsx';

export type Certificate = components['schemas']['ProjectCertificate'];

const reviewSchema = certificateAuditRequestSchema
  .pick({ auditOpinion: true })
  .extend({ auditStatus: chosen(certificateAuditRequestSchema.shape.auditStatus) })
  // The backend's words: a refusal tells the supplier why.
  .refine((review) => review.auditStatus !== 2 || Boolean(review.auditOpinion), {
    path: ['auditOpinion'],
    message: '驳回报名时请填写审核意见',
  });

/**
 * 审核 of a registration: its certificate, files and deposit voucher, then 审核通过 or 审核驳回 with a reason. Passing a
 * registration whose voucher is uploaded confirms its deposit too: the backend passes no one whose deposit is unpaid.
 */
export function ReviewDialog({ certificate, onClose }: { certificate: Certificate; onClose: () => void }) {
  const audit = useAuditProjectCertificate();
  const voucherUploaded = certificate.depositStatus === 2;
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`审核报名：${certificate.supplierName}`}
      width="w-[760px]"
      schema={reviewSchema}
      defaultValues={{ auditStatus: 1, auditOpinion: '' }}
      onSubmit={async (review) => {
        const confirmsDeposit = review.auditStatus === 1 && voucherUploaded;
        await audit.mutateAsync({
          body: { id: certificate.id, ...review, ...(confirmsDeposit && { depositConfirmed: 1 }) },
        });
        toast.success(review.auditStatus === 1 ? '报名已审核通过' : '报名已驳回');
      }}
    >
      {(form) => (
        <>
          <Details
            title="报名信息"
            items={[
              { label: '项目名称', value: certificate.projectName, span: 2 },
              { label: '供应商', value: certificate.supplierName, span: 2 },
              { label: '联系人', value: certificate.contactName },
              { label: '联系电话', value: certificate.contactPhone },
              { label: '保证金', value: formatMoney(certificate.depositAmount) },
              { label: '保证金状态', value: depositStatusLabels[certificate.depositStatus] },
              { label: '资质文件', value: <FileLinks files={certificate.qualificationFiles} />, span: 2 },
              { label: '保证金凭证', value: <FileLinks files={certificate.depositVouchers} />, span: 2 },
            ]}
          />
          <div className="w-60">
            <SelectField
              form={form}
              name="auditStatus"
              label={voucherUploaded ? '审核结果（通过即确认保证金到账）' : '审核结果'}
              required
              options={optionsOf(certificateAuditRequestAuditStatusLabels)}
            />
          </div>
          <TextAreaField form={form} name="auditOpinion" label="审核意见" rows={3} />
        </>
      )}
    </FormDialog>
  );
}
