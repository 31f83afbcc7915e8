import * as z from 'zod';

/** The order date range a synchronisation fetches: both days required, the first not after the last. */
export const syncSchema = z
  .object({
    orderStartTime: z.string().min(1, '请选择订单开始日期'),
    orderEndTime: z.string().min(1, '请选择订单结束日期'),
  })
  .refine((range) => !range.orderStartTime || !range.orderEndTime || range.orderStartTime <= range.orderEndTime, {
    path: ['orderEndTime'],
    message: '订单结束日期不能早于开始日期',
  })
  // Whole days: from the first day's start to the last day's end, as the backend's date-times want them.
  .transform((range) => ({
    orderStartTime: `${range.orderStartTime} 00:00:00`,
    orderEndTime: `${range.orderEndTime} 23:59:59`,
  }));
export type SyncValues = z.output<typeof syncSchema>;
