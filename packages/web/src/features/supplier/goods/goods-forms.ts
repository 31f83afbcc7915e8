import type { components } from '@zc/sdk';
import { itemTypeLabels } from '@zc/sdk/labels';
import * as z from 'zod';

type ItemType = components['schemas']['ItemType'];

/** A kind of goods picked in a select, whose value is the kind's code as text. */
const itemTypeCode = z.coerce.number<string>().pipe(z.custom<ItemType>((code) => String(code) in itemTypeLabels));

/** 转换商品类型: the kind the selected goods become. */
export const itemTypeSchema = z.object({
  itemType: z.string().min(1, '请选择商品类型').pipe(itemTypeCode),
});

/** 识别商品链接: a goods page on a shop platform (the server knows which). */
export const identifyUrlSchema = z.object({
  url: z
    .string()
    .trim()
    .min(1, '请输入商品链接')
    .max(1000, '商品链接最多 1000 个字符')
    .regex(/^https?:\/\/\S+$/, '请输入以 http:// 或 https:// 开头的商品链接'),
});

/** Skus as typed: one per line, or separated by commas or spaces; repeats count once. */
export const skusOf = (text: string) => [
  ...new Set(
    text
      .split(/[\s,，]+/)
      .map((sku) => sku.trim())
      .filter(Boolean),
  ),
];

/** 快速上架: the skus to put on shelf, with an optional category for goods whose category cannot be matched. */
export const fastShelfSchema = z.object({
  skus: z
    .string()
    .refine((text) => skusOf(text).length > 0, '请输入商品 SKU')
    .refine((text) => skusOf(text).length <= 200, '一次最多 200 个 SKU')
    .refine((text) => skusOf(text).every((sku) => sku.length <= 64), '单个 SKU 最多 64 个字符'),
  categoryId: z.string(),
  categoryPath: z.string(),
  /** '' leaves each goods item's kind as it is. */
  itemType: z.literal('').or(itemTypeCode),
});
export type FastShelfInput = z.input<typeof fastShelfSchema>;
export type FastShelfValues = z.output<typeof fastShelfSchema>;
