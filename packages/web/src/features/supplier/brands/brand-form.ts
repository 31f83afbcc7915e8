import { brandFormSchema } from '@zc/sdk/schemas';
import * as z from 'zod';

/** The platform's brand form as a supplier fills it in: unlike the platform, a supplier must upload the authorisation. */
export const brandSchema = brandFormSchema
  .pick({ name: true, nameEn: true, initial: true, description: true, logo: true })
  .extend({ authorizationFile: z.string().min(1) });
