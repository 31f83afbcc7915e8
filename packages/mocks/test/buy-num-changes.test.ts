import { listOrderBuyNumDetails, saveOrderBuyNum, supplierHandleBuyNum } from '@zc/sdk';
import { describe, expect, it } from 'vitest';
import { seededOrder } from '../src/domains/orders/contract.ts';
import { linesOf } from '../src/domains/orders/scope.ts';
import { catalogueTables } from '../src/tables/catalogue.ts';
import { orderTables as t } from '../src/tables/orders.ts';
import { login, withSession } from './support.ts';

withSession();

describe('the supplier’s buy-number change list (orderBuyNumDetail/list)', () => {
  it('narrows to the orders whose number contains the orderNo filter', async () => {
    await login('gys01');
    const all = await listOrderBuyNumDetails({ query: { pageNum: 1, pageSize: 100 } });
    const orderNo = all.records[0]?.orderNo;
    if (!orderNo) throw new Error('gys01 has no buy-number change');
    // Part of the number, as typed into the filter: the order's own digits at its end.
    const part = orderNo.slice(-6);
    const expected = all.total;
    const filtered = await listOrderBuyNumDetails({ query: { pageNum: 1, pageSize: 100, orderNo: part } });
    expect(filtered.total).toBeGreaterThan(0);
    expect(filtered.total).toBeLessThan(expected);
    for (const row of filtered.records) expect(row.orderNo).toContain(part);

    const none = await listOrderBuyNumDetails({ query: { pageNum: 1, pageSize: 10, orderNo: 'DD-NO-SUCH-ORDER' } });
    expect(none).toMatchObject({ total: 0, records: [] });
  });
});

describe('a buy-number change on an order that has shipped', () => {
  it('cannot be approved: a business error, and nothing is written', async () => {
    const order = seededOrder(3, (o) => !t.buyNumDetails.all().some((row) => row.orderId === o.id));
    const line = linesOf(order.id)[0];
    if (!line) throw new Error('no line');
    await login('caigou01');
    const [request] = await saveOrderBuyNum({
      body: { orderId: order.id, items: [{ orderDetailId: line.id, changeNum: line.buyNum + 2 }], reason: '追加' },
    });
    if (!request) throw new Error('no request');
    // The supplier ships the order before handling the request.
    await t.orders.update(order.id, { status: 5 });
    const before = {
      order: t.orders.get(order.id),
      line: t.orderDetails.get(line.id),
      stock: catalogueTables.goods.get(line.goodsId)?.stock,
    };

    await login('gys01');
    const refusal = await supplierHandleBuyNum({ body: { ids: [request.id], handleStatus: 1 } }).catch(
      (error) => error,
    );
    // A business refusal: the envelope with a code other than 0 or 200 and the reason in Chinese.
    expect(refusal).toMatchObject({ kind: 'business', msg: '订单已发货，不能再变更购买数量' });
    expect([0, 200]).not.toContain(refusal.code);

    expect(t.buyNumDetails.get(request.id)).toMatchObject({ handleStatus: 0 });
    expect(t.buyNumDetails.get(request.id)?.handleTime).toBeUndefined();
    expect(t.orderDetails.get(line.id)).toEqual(before.line);
    expect(t.orders.get(order.id)).toEqual(before.order);
    expect(catalogueTables.goods.get(line.goodsId)?.stock).toBe(before.stock);

    // Refusing it is still possible: the request does not stay pending for ever.
    await supplierHandleBuyNum({ body: { ids: [request.id], handleStatus: 2, handleRemark: '订单已发货' } });
    expect(t.buyNumDetails.get(request.id)).toMatchObject({ handleStatus: 2, handleRemark: '订单已发货' });
    expect(t.orderDetails.get(line.id)).toEqual(before.line);
  });

  it('is refused for every state from 已发货 on, and through the SDK as an ApiError', async () => {
    for (const status of [5, 6, 7] as const) {
      const order = seededOrder(3, (o) => !t.buyNumDetails.all().some((row) => row.orderId === o.id));
      const line = linesOf(order.id)[0];
      if (!line) throw new Error('no line');
      await login('caigou01');
      const [request] = await saveOrderBuyNum({
        body: { orderId: order.id, items: [{ orderDetailId: line.id, changeNum: line.buyNum + 1 }], reason: '追加' },
      });
      await t.orders.update(order.id, { status });
      await login('gys01');
      await expect(supplierHandleBuyNum({ body: { ids: [request?.id ?? ''], handleStatus: 1 } })).rejects.toMatchObject(
        {
          msg: '订单已发货，不能再变更购买数量',
        },
      );
      expect(t.buyNumDetails.get(request?.id)?.handleStatus).toBe(0);
      expect(t.orderDetails.get(line.id)?.buyNum).toBe(line.buyNum);
    }
  });
});
