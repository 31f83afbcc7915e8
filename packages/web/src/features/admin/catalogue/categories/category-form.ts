import { categoryFormSchema } from '@zc/sdk/schemas';

/** A category as the catalogue manager saves it (whether goods hang on it follows from its sub-categories). */
export const categorySchema = categoryFormSchema.omit({ id: true, isLeaf: true });
