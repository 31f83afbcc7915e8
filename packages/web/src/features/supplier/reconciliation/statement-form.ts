import { orderAccountEditRequestSchema } from '@zc/sdk/schemas';

/** What the supplier may change on a statement not yet confirmed: its name, remark and orders (editAccount). */
export const statementSchema = orderAccountEditRequestSchema.pick({ accountName: true, remark: true, orderIds: true });
