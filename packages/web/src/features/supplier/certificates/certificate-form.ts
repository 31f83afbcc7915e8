import { projectCertificateFormSchema } from '@zc/sdk/schemas';
import * as z from 'zod';
import type { UploadedFile } from '@/shared/ui/Upload/Upload.tsx';

const registration = projectCertificateFormSchema.shape;
/** The form keeps the uploaded files (to list them); the call takes their ids. */
const ids = z.array(z.custom<UploadedFile>()).transform((files) => files.map((file) => file.id));

/** A project registration as the supplier fills it in (createProjectCertificate, updateProjectCertificate). */
export const certificateSchema = projectCertificateFormSchema
  .pick({ projectId: true, contactName: true, contactPhone: true, remark: true })
  .extend({
    qualificationFiles: ids.pipe(registration.qualificationFileIds.unwrap()),
    depositVouchers: ids.pipe(registration.depositVoucherIds.unwrap()),
  });

/** The call's body: the files by id. */
export const certificateBody = ({ qualificationFiles, depositVouchers, ...values }: CertificateValues) => ({
  ...values,
  qualificationFileIds: qualificationFiles,
  depositVoucherIds: depositVouchers,
});
export type CertificateValues = z.output<typeof certificateSchema>;
