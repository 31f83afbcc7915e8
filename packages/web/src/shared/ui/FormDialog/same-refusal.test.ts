// A form built on a request body's generated schema refuses what the mock backend refuses, in the same words, under
// the field the backend names.
import { withSignedIn } from '@test/support/workbench.tsx';
import { ApiError, addBrand, listCarriers, orderReceiptOrDeliver, refusalOf, supplierOrderList } from '@zc/sdk';
import { describe, expect, it } from 'vitest';
import type * as z from 'zod';
import { brandSchema } from '@/features/supplier/brands/brand-form.ts';
import { deliverSchema } from '@/features/supplier/orders/order-forms.ts';
import { chineseErrors } from './zod-messages.ts';

withSignedIn('gys01');

/** What the form says, field by field. */
const formRefusals = (schema: z.ZodType, values: object) =>
  Object.fromEntries(
    schema
      .safeParse(values, { error: chineseErrors })
      .error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [],
  );

/** What the shipment form says of a parcel of one piece with this carrier and waybill. */
const shipmentRefusals = async (values: object) =>
  formRefusals(deliverSchema(await listCarriers(), [1]), { ...values, nums: [1] });

/** What the backend says, under the field it names. */
async function backendRefusal(call: () => Promise<unknown>) {
  const error = await call().then(
    () => null,
    (failure: unknown) => failure,
  );
  if (!(error instanceof ApiError)) throw new Error('the backend accepted the input');
  const { field = '', message } = refusalOf(error.msg);
  return { [field]: message };
}

describe('a form and the backend refuse the same input in the same words', () => {
  const brand = { name: '青禾文具', authorizationFile: '/api/file/getOne/brand/1' };
  it.each([
    ['a brand name over 50 characters', { ...brand, name: '青'.repeat(51) }],
    ['a brand initial that is not a capital letter', { ...brand, initial: 'q' }],
  ])('%s', async (_, body) => {
    const backend = await backendRefusal(() => addBrand({ body }));
    expect(formRefusals(brandSchema, body)).toEqual(backend);
  });

  it('a waybill number with a slash', async () => {
    const body = { logisticsCode: 'SF', logisticsNo: 'SF/1234' };
    const backend = await backendRefusal(() =>
      orderReceiptOrDeliver({ body: { orderId: '1730265498712345601', type: 1, ...body } }),
    );
    expect(backend).toEqual({ logisticsNo: '格式不正确' });
    expect(await shipmentRefusals(body)).toEqual(backend);
  });

  it("a waybill number not of its carrier's form", async () => {
    const body = { logisticsCode: 'SF', logisticsNo: 'JDVA18273645501' };
    const waiting = await supplierOrderList({ query: { pageNum: 1, pageSize: 1, status: 3 } });
    const backend = await backendRefusal(() =>
      orderReceiptOrDeliver({ body: { orderId: waiting.records[0]?.id ?? '', type: 1, ...body } }),
    );
    expect(backend).toEqual({ '': '物流单号不符合顺丰速运的单号规则，例如 SF1402938475611' });
    expect(await shipmentRefusals(body)).toEqual({ logisticsNo: backend[''] });
  });
});
