import { evaluateFormSchema } from '@zc/sdk/schemas';
import * as z from 'zod';

const item = evaluateFormSchema.shape.items.element;

/** An evaluation of an order: every line scored on every dimension (the page asks for all four), text optional. */
export const evaluateSchema = z.object({
  items: z.array(
    item.pick({ orderDetailId: true, goodsId: true, content: true }).extend({
      score: item.shape.score,
      goodsScore: item.shape.goodsScore.unwrap(),
      serviceScore: item.shape.serviceScore.unwrap(),
      logisticsScore: item.shape.logisticsScore.unwrap(),
    }),
  ),
  anonymous: z.boolean(),
});
export type EvaluateValues = z.output<typeof evaluateSchema>;

/** The dimensions scored, as the evaluate page and the evaluation detail name them. */
export const dimensions = [
  ['score', '综合评分'],
  ['goodsScore', '商品质量'],
  ['serviceScore', '服务态度'],
  ['logisticsScore', '物流速度'],
] as const;

/** 追评: the follow-up's text, which the backend requires of a follow-up. */
export const followUpSchema = z.object({
  content: item.shape.content.unwrap().trim().min(1, '请填写追评内容'),
});
