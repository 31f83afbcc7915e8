import { purchaserUserTypeSchema, userBaseFormSchema, userFormSchema } from '@zc/sdk/schemas';
import { newPassword } from '@/features/auth/register/rules.ts';
import { chosen } from '@/shared/ui/FormDialog/schema-form.ts';

/** A new purchaser-side user; without a password the platform sets its initial one. */
export const newUserSchema = userFormSchema
  .pick({ account: true, fullName: true, phone: true, email: true, orgId: true })
  .extend({ purchaserType: chosen(purchaserUserTypeSchema), password: newPassword.optional() });

/** What an administrator changes about an existing user. */
export const userBaseSchema = userBaseFormSchema.pick({ fullName: true, phone: true, email: true });
