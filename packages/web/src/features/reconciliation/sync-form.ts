import { dateSchema } from '@zc/sdk/schemas';
import * as z from 'zod';

interface Range {
  orderStartTime: string;
  orderEndTime: string;
}

/** The order date range a synchronisation fetches, as days picked (a form adds its own fields beside them). */
export const syncRange = { orderStartTime: dateSchema, orderEndTime: dateSchema };
/** The first day not after the last. */
export const inOrder = (range: Range) => range.orderStartTime <= range.orderEndTime;
export const inOrderMessage = { path: ['orderEndTime'], message: '订单结束日期不能早于开始日期' };
/** Sent as the call's date-times, from the first day's start to the last day's end. */
export const wholeDays = <T extends Range>(range: T): T => ({
  ...range,
  orderStartTime: `${range.orderStartTime} 00:00:00`,
  orderEndTime: `${range.orderEndTime} 23:59:59`,
});

/** The supplier's own synchronisation: the range alone. */
export const syncSchema = z.object(syncRange).refine(inOrder, inOrderMessage).transform(wholeDays);
