import { demandSubmitRequestSchema } from '@zc/sdk/schemas';
import * as z from 'zod';
import type { SchemaForm } from '@/shared/ui/FormDialog/schema-form.ts';

const item = demandSubmitRequestSchema.shape.items.element;

/** A goods line: what is sent (goods, quantity, the demand-car row) and what the page shows of its goods. */
const line = item.pick({ goodsId: true, buyNum: true, cartId: true }).extend({
  goodsName: z.string(),
  spec: z.string().optional(),
  unit: z.string().optional(),
  supplierName: z.string().optional(),
  price: z.number(),
});

/**
 * A demand order as its applicant writes it (新增需求, 修改需求): the spec's DemandSubmitRequest, its goods lines
 * picked from the mall with their quantities. The backend's own rules (goods on shelf, one line per goods item, the
 * date not before today, one's own address) answer from the backend, shown above the buttons.
 */
export const demandSchema = demandSubmitRequestSchema
  .pick({ demandName: true, expectDate: true, deliveryAddressId: true, contactPhone: true, remark: true })
  .extend({ items: z.array(line).min(1, '请至少添加一种需求商品').max(100, '一个需求单最多 100 种商品') });

export type DemandValues = z.input<typeof demandSchema>;
export type DemandLine = DemandValues['items'][number];

/** The request body: the lines without what only the page shows. */
export const demandBody = (values: z.output<typeof demandSchema>) => ({
  ...values,
  items: values.items.map(({ goodsId, buyNum, cartId }) => ({ goodsId, buyNum, ...(cartId && { cartId }) })),
});

export type DemandFormModel = SchemaForm<typeof demandSchema>;
