import { fastUpShelfRequestSchema, itemTypeSchema } from '@zc/sdk/schemas';
import * as z from 'zod';
import { chosen } from '@/shared/ui/FormDialog/schema-form.ts';

/** 转换商品类型: the kind the selected goods become (transItemType's itemType). */
export const transItemTypeSchema = z.object({ itemType: chosen(itemTypeSchema) });

/** 识别商品链接: the url query parameter of identifyUrl as the spec has it (a uri of at most 1000 characters). */
export const identifyUrlSchema = z.object({ url: z.url().max(1000) });

/** Skus as typed: one per line, or separated by commas or spaces; repeats count once. */
const skusOf = (text: string) => [...new Set(text.split(/[\s,，]+/).filter(Boolean))];

const shelf = fastUpShelfRequestSchema.shape;
/** 快速上架: the skus typed as text; nothing chosen leaves each item's kind. */
export const fastShelfSchema = fastUpShelfRequestSchema.extend({
  skus: z.string().min(1).transform(skusOf).pipe(shelf.skus),
  itemType: chosen(shelf.itemType),
});
