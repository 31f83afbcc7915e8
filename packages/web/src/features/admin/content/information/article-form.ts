import { informationArticleFormSchema } from '@zc/sdk/schemas';
import { chosen } from '@/shared/ui/FormDialog/schema-form.ts';

/** A news article as the administrator writes it; it is published or withdrawn from the list. */
export const articleSchema = informationArticleFormSchema
  .omit({ id: true, status: true })
  .extend({ infoType: chosen(informationArticleFormSchema.shape.infoType) });
