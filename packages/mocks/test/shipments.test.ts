import { getAfterSaleNumEnable, listCarriers, orderReceiptOrDeliver, saveAfterSale } from '@zc/sdk';
import { describe, expect, it } from 'vitest';
import { seededOrder } from '../src/domains/orders/contract.ts';
import { linesOf } from '../src/domains/orders/scope.ts';
import { orderTables as t } from '../src/tables/orders.ts';
import { login, withSession } from './support.ts';

withSession();

const parcelsOf = (orderId: string) => t.logistics.all().filter((row) => row.orderId === orderId);
/** What a refused call must leave as it was: the order, its lines and its parcels. */
const stateOf = (orderId: string) => ({
  order: t.orders.get(orderId),
  lines: linesOf(orderId),
  parcels: parcelsOf(orderId),
});
/** A waiting order of gys01 for caigou01 with two lines or more, its first of two pieces or more. */
function waitingOrder() {
  const order = seededOrder(3, (row) => {
    const lines = linesOf(row.id);
    return lines.length >= 2 && (lines[0]?.buyNum ?? 0) >= 2;
  });
  const [first, second] = linesOf(order.id);
  if (!first || !second) throw new Error('no lines');
  return { order, first, second };
}

describe('the seeded shipments', () => {
  it('have a partly shipped order (部分发货) shipped in part: something of it shipped, something not, in its parcels', () => {
    const partly = t.orders.all().filter((order) => order.status === 4);
    expect(partly.length).toBeGreaterThan(0);
    for (const order of partly) {
      const lines = linesOf(order.id);
      const shipped = lines.reduce((sum, line) => sum + (line.deliveredNum ?? 0), 0);
      expect(shipped, order.orderNo).toBeGreaterThan(0);
      expect(shipped, order.orderNo).toBeLessThan(lines.reduce((sum, line) => sum + line.buyNum, 0));
      const inParcels = parcelsOf(order.id).flatMap((parcel) => parcel.items ?? []);
      expect(
        inParcels.reduce((sum, item) => sum + item.num, 0),
        order.orderNo,
      ).toBe(shipped);
    }
  });
});

describe('carriers', () => {
  it('lists the carriers with their code, name and waybill pattern, which every seeded waybill matches', async () => {
    await login('gys01');
    const carriers = await listCarriers();
    expect(carriers.map((carrier) => carrier.name)).toEqual([
      '顺丰速运',
      '京东物流',
      '中通快递',
      '德邦快递',
      '圆通速递',
    ]);
    for (const carrier of carriers) expect(carrier.example).toMatch(new RegExp(carrier.pattern));
    const byCode = new Map(carriers.map((carrier) => [carrier.code, carrier]));
    for (const parcel of t.logistics.all().filter((row) => row.logisticsCode)) {
      const carrier = byCode.get(parcel.logisticsCode ?? '');
      expect(parcel.logisticsCompany).toBe(carrier?.name);
      expect(parcel.logisticsNo).toMatch(new RegExp(carrier?.pattern ?? '^$'));
    }
  });

  it("refuses a waybill not of the carrier's form and a carrier the platform does not know, changing nothing", async () => {
    const { order } = waitingOrder();
    await login('gys01');
    const before = stateOf(order.id);
    await expect(
      orderReceiptOrDeliver({
        body: { orderId: order.id, type: 1, logisticsCode: 'SF', logisticsNo: 'JDVA18273645501' },
      }),
    ).rejects.toMatchObject({ msg: '物流单号不符合顺丰速运的单号规则，例如 SF1402938475611' });
    await expect(
      orderReceiptOrDeliver({ body: { orderId: order.id, type: 1, logisticsCompany: '某某快运', logisticsNo: 'X1' } }),
    ).rejects.toMatchObject({ msg: '物流公司不存在，请从平台的物流公司中选择' });
    expect(stateOf(order.id)).toEqual(before);
    const shipped = await orderReceiptOrDeliver({
      body: { orderId: order.id, type: 1, logisticsCode: 'JDL', logisticsNo: 'JDVA18273645501' },
    });
    expect(shipped.status).toBe(5);
    expect(parcelsOf(order.id).at(-1)).toMatchObject({ logisticsCompany: '京东物流', logisticsCode: 'JDL' });
  });
});

describe('partial shipment and receipt', () => {
  it('ships and receives part by part; the order and its lines follow, and after-sale covers what was received', async () => {
    const { order, first, second } = waitingOrder();
    await login('gys01');
    const partly = await orderReceiptOrDeliver({
      body: {
        orderId: order.id,
        type: 1,
        logisticsCode: 'SF',
        logisticsNo: 'SF1402938475611',
        items: [{ orderDetailId: first.id, num: 1 }],
      },
    });
    expect(partly.status).toBe(4);
    expect(t.orderDetails.get(first.id)?.deliveredNum).toBe(1);
    const [parcel] = parcelsOf(order.id);
    expect(parcel?.items).toEqual([{ orderDetailId: first.id, num: 1, receivedNum: 0 }]);

    // More than is left to ship, even split over two items of the same line, refuses the whole shipment.
    const before = stateOf(order.id);
    await expect(
      orderReceiptOrDeliver({
        body: {
          orderId: order.id,
          type: 1,
          logisticsCode: 'ZTO',
          logisticsNo: '773012345678901',
          items: [
            { orderDetailId: second.id, num: 1 },
            { orderDetailId: first.id, num: first.buyNum - 1 },
            { orderDetailId: first.id, num: 1 },
          ],
        },
      }),
    ).rejects.toMatchObject({ msg: `商品“${first.goodsName}”发货数量超过未发货数量（还可发 ${first.buyNum - 1}）` });
    expect(stateOf(order.id)).toEqual(before);

    // The purchaser receives the parcel on its way while the rest waits: still 部分发货, now 部分收货.
    await login('caigou01');
    await expect(
      orderReceiptOrDeliver({ body: { orderId: order.id, type: 2, items: [{ orderDetailId: first.id, num: 2 }] } }),
    ).rejects.toMatchObject({ msg: `商品“${first.goodsName}”收货数量超过待收货数量（还可收 1）` });
    const received = await orderReceiptOrDeliver({ body: { orderId: order.id, type: 2, logisticsId: parcel?.id } });
    expect(received).toMatchObject({ status: 4, receivingStatus: 1 });
    expect(t.logistics.get(parcel?.id)).toMatchObject({ state: 3, items: [{ receivedNum: 1 }] });
    await expect(
      orderReceiptOrDeliver({ body: { orderId: order.id, type: 2, logisticsId: parcel?.id } }),
    ).rejects.toMatchObject({ msg: `包裹 ${parcel?.logisticsNo} 已全部收货` });

    // After-sale: at most what was received of a line, nothing of a line not received.
    const enable = await getAfterSaleNumEnable({ path: { orderId: order.id } });
    expect(enable.find((row) => row.orderDetailId === first.id)?.enableNum).toBe(1);
    expect(enable.find((row) => row.orderDetailId === second.id)?.enableNum).toBe(0);
    const form = { orderId: order.id, afterSaleNum: 1, afterSaleType: 1 as const, reason: '商品质量问题' };
    await expect(saveAfterSale({ body: { ...form, orderDetailId: second.id } })).rejects.toMatchObject({
      msg: `商品“${second.goodsName}”尚未收货，不能申请售后`,
    });
    await expect(saveAfterSale({ body: { ...form, orderDetailId: first.id, afterSaleNum: 2 } })).rejects.toMatchObject({
      msg: expect.stringContaining('售后数量超过可申请数量（最多1'),
    });
    expect((await saveAfterSale({ body: { ...form, orderDetailId: first.id } })).afterSaleNum).toBe(1);

    // The rest ships in a second parcel (已发货), and is received line by line (已收货 once all is in).
    await login('gys01');
    expect(
      (
        await orderReceiptOrDeliver({
          body: { orderId: order.id, type: 1, logisticsCode: 'YTO', logisticsNo: 'YT7512345678901' },
        })
      ).status,
    ).toBe(5);
    await login('caigou01');
    const rest = linesOf(order.id).map((line) => ({
      orderDetailId: line.id,
      num: line.buyNum - (line.receivedNum ?? 0),
    }));
    const [head, ...tail] = rest;
    expect(
      await orderReceiptOrDeliver({ body: { orderId: order.id, type: 2, items: head ? [head] : [] } }),
    ).toMatchObject({ status: 5, receivingStatus: 1 });
    expect(await orderReceiptOrDeliver({ body: { orderId: order.id, type: 2, items: tail } })).toMatchObject({
      status: 6,
      receivingStatus: 2,
    });
    expect(linesOf(order.id).every((line) => line.receivedNum === line.buyNum)).toBe(true);
    expect(parcelsOf(order.id).every((row) => row.state === 3)).toBe(true);
  });
});
