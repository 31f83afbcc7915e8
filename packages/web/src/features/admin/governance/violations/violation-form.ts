import { violationRecordFormSchema } from '@zc/sdk/schemas';
import { chosen } from '@/shared/ui/FormDialog/schema-form.ts';

const fields = violationRecordFormSchema.shape;

/** A violation as the administrator records it; a deduction says how many points, as the platform checks. */
export const violationSchema = violationRecordFormSchema
  .omit({ id: true, status: true, evidence: true })
  .extend({ violationType: chosen(fields.violationType), penaltyType: chosen(fields.penaltyType) })
  .refine((record) => record.penaltyType !== 2 || Boolean(record.deductScore), {
    message: '扣分处罚须填写扣除分数',
    path: ['deductScore'],
  });
