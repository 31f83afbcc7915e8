import { dateSchema } from '@zc/sdk/schemas';
import * as z from 'zod';

/**
 * The order date range a synchronisation fetches: days picked, the first not after the last, sent as the call's
 * date-times from the first day's start to the last day's end.
 */
export const syncSchema = z
  .object({ orderStartTime: dateSchema, orderEndTime: dateSchema })
  .refine((range) => range.orderStartTime <= range.orderEndTime, {
    path: ['orderEndTime'],
    message: '订单结束日期不能早于开始日期',
  })
  .transform((range) => ({
    orderStartTime: `${range.orderStartTime} 00:00:00`,
    orderEndTime: `${range.orderEndTime} 23:59:59`,
  }));
