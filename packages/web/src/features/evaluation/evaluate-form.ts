import type { components } from '@zc/sdk';
import { evaluateFormSchema } from '@zc/sdk/schemas';
import * as z from 'zod';

type Line = components['schemas']['OrderDetail'];

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

/** The form's start: every line of `lines` unscored, not anonymous. */
export const evaluateDefaults = (lines: readonly Line[]) => ({
  items: lines.map((line) => ({ orderDetailId: line.id, goodsId: line.goodsId, content: '' })),
  anonymous: false,
});

/** The lines of an order not evaluated yet: an evaluation in state 0 is not made yet. */
export function linesToEvaluate(
  lines: readonly Line[],
  evaluations: readonly { orderDetailId?: string; evaluateState?: number }[],
) {
  const evaluated = new Set(evaluations.filter((row) => row.evaluateState !== 0).map((row) => row.orderDetailId));
  return lines.filter((line) => !evaluated.has(line.id));
}

/** The saved evaluation of an order: the form's values with each line's photos (their urls). */
export const evaluateBody = (
  orderId: string,
  { items, anonymous }: EvaluateValues,
  imagesOf: (orderDetailId: string) => string[] | undefined = () => [],
) => ({
  orderId,
  isAnonymous: anonymous ? (1 as const) : (0 as const),
  items: items.map((item) => ({ ...item, images: imagesOf(item.orderDetailId) })),
});

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
