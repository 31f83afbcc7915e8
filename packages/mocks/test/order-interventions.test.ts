import {
  cancelConfirmOrder,
  getOrderSumPriceAndCount,
  listOrderInterfaceErrs,
  listOrders,
  queryAdminWorkBench,
  retryOrderInterfaceErr,
  returnOrder,
  updateOrderInterfaceErrFlag,
  updateOrderStatus,
} from '@zc/sdk';
import { describe, expect, it } from 'vitest';
import { seededOrgs } from '../src/domains/accounts/seed.ts';
import { linesOf } from '../src/domains/orders/scope.ts';
import { accountTables } from '../src/tables/accounts.ts';
import { catalogueTables } from '../src/tables/catalogue.ts';
import { orderTables as t } from '../src/tables/orders.ts';
import { everyoneButTheAdministrator, login, withSession } from './support.ts';

withSession();

const open = () => t.interfaceErrs.all().filter((row) => row.flag === 0);
const ordersOf = (supplierId: string, status: number) =>
  t.orders.all().filter((order) => order.supplierId === supplierId && order.status === status);

describe('the administrator’s orders', () => {
  it('lists every unit’s orders by supplier, channel and state, with the count and sum of those filtered', async () => {
    await login('admin');
    const query = { supplierId: seededOrgs.ecommerceSupplier, status: 3 as const };
    const page = await listOrders({ query: { ...query, pageSize: 500 } });
    const expected = ordersOf(seededOrgs.ecommerceSupplier, 3);
    expect(page.total).toBe(expected.length);
    const totals = await getOrderSumPriceAndCount({ query });
    expect(totals.orderCount).toBe(expected.length);
    expect(totals.totalPrice).toBeCloseTo(
      expected.reduce((sum, order) => sum + order.totalPrice, 0),
      2,
    );
  });

  it('moves an order along its states only, and cancels or returns it with the reason both sides read', async () => {
    await login('admin');
    const [waiting, shipping] = ordersOf(seededOrgs.supplier, 3);
    await expect(updateOrderStatus({ body: { orderId: waiting?.id ?? '', status: 7 } })).rejects.toMatchObject({
      msg: '订单当前为“待发货”状态，不能变更为“已完成”',
    });
    await updateOrderStatus({ body: { orderId: waiting?.id ?? '', status: 5, remark: '平台代为确认发货' } });
    expect(t.orders.get(waiting?.id ?? '')?.status).toBe(5);
    await expect(
      cancelConfirmOrder({ path: { id: waiting?.id ?? '' }, body: { reason: '晚了' } }),
    ).rejects.toMatchObject({ msg: '订单当前为“已发货”状态，不能取消' });
    await cancelConfirmOrder({ path: { id: shipping?.id ?? '' }, body: { reason: '采购单位撤销采购' } });
    expect(t.orders.get(shipping?.id ?? '')).toMatchObject({ status: 8, cancelReason: '采购单位撤销采购' });
    await returnOrder({ path: { id: waiting?.id ?? '' }, body: { reason: '供应商无法按期供货' } });
    expect(t.orders.get(waiting?.id ?? '')).toMatchObject({ status: 9, returnReason: '供应商无法按期供货' });
  });

  it('ships what is still to ship in one parcel the purchaser can follow, and receives it from that parcel', async () => {
    await login('admin');
    const order = t.orders.all().find((row) => row.status === 4 && row.supplierId === seededOrgs.supplier);
    if (!order) throw new Error('a partly shipped order of gys01');
    const parcels = () => t.logistics.all().filter((row) => row.orderId === order.id);
    const before = parcels().length;
    const open = linesOf(order.id)
      .map((line) => ({ orderDetailId: line.id, num: line.buyNum - (line.deliveredNum ?? 0), receivedNum: 0 }))
      .filter((item) => item.num > 0);
    await updateOrderStatus({ body: { orderId: order.id, status: 5, remark: '线下已送达' } });
    expect(parcels()).toHaveLength(before + 1);
    const parcel = parcels().at(-1);
    expect(parcel).toMatchObject({ state: 1, logisticsCompany: '供应商自送', items: open });
    expect(parcel?.traces?.[0]?.content).toBe('平台已确认发货：线下已送达');
    expect(linesOf(order.id).every((line) => line.deliveredNum === line.buyNum)).toBe(true);

    await updateOrderStatus({ body: { orderId: order.id, status: 6 } });
    expect(linesOf(order.id).every((line) => line.receivedNum === line.buyNum)).toBe(true);
    for (const row of parcels()) {
      expect(row.state, row.logisticsNo).toBe(3);
      expect(row.items?.every((item) => item.receivedNum === item.num)).toBe(true);
    }
    expect(parcels().at(-1)?.traces?.[0]?.content).toBe('平台已确认收货');
  });

  it('refuses another role’s intervention on an order not its own, with nothing changed', async () => {
    const order = ordersOf(seededOrgs.ecommerceSupplier, 3)[0];
    const before = t.orders.get(order?.id ?? '');
    for (const account of ['gys01', 'bendi01']) {
      await login(account);
      const id = order?.id ?? '';
      await expect(updateOrderStatus({ body: { orderId: id, status: 5 } })).rejects.toMatchObject({ status: 403 });
      await expect(cancelConfirmOrder({ path: { id }, body: { reason: '取消' } })).rejects.toMatchObject({
        status: 403,
      });
      await expect(returnOrder({ path: { id }, body: { reason: '退回' } })).rejects.toMatchObject({ status: 403 });
    }
    expect(t.orders.get(order?.id ?? '')).toEqual(before);
  });
});

describe('failed hand-overs to e-commerce suppliers', () => {
  it('are what the workbench counts, listed newest first and narrowed to the open ones', async () => {
    await login('admin');
    const bench = await queryAdminWorkBench();
    const todo = bench.todos.find((item) => item.key === 'failedOrders');
    expect(todo).toMatchObject({ count: open().length, routePath: '/order-failure-list', routeQuery: { flag: '0' } });
    const page = await listOrderInterfaceErrs({ query: { flag: 0, pageSize: 100 } });
    expect(page.total).toBe(open().length);
    expect(page.records.map((row) => row.createTime)).toEqual(
      [...page.records.map((row) => row.createTime)].sort().reverse(),
    );
  });

  it('a retry refused again keeps the supplier’s new error; one that goes through closes the record', async () => {
    await login('admin');
    const [failure] = open();
    const line = linesOf(failure?.orderId ?? '')[0];
    const goods = catalogueTables.goods.get(line?.goodsId ?? '');
    await catalogueTables.goods.update(goods?.id ?? '', { goodsState: 2 });
    const refused = await retryOrderInterfaceErr({ path: { id: failure?.id ?? '' } });
    expect(refused).toMatchObject({ flag: 0, retryCount: (failure?.retryCount ?? 0) + 1 });
    expect(refused.errorMsg).toBe(`商品 ${line?.sku} 已下架，电商拒绝接单`);

    await catalogueTables.goods.update(goods?.id ?? '', { goodsState: 1 });
    const done = await retryOrderInterfaceErr({ path: { id: failure?.id ?? '' } });
    expect(done).toMatchObject({ flag: 1, handlerName: '系统', retryCount: (failure?.retryCount ?? 0) + 2 });
    await expect(retryOrderInterfaceErr({ path: { id: failure?.id ?? '' } })).rejects.toMatchObject({
      msg: '该失败订单已处理，无需重新推送',
    });
    const bench = await queryAdminWorkBench();
    expect(bench.todos.find((item) => item.key === 'failedOrders')?.count).toBe(open().length);
  });

  it('marked handled records who and when, once', async () => {
    await login('admin');
    const [failure] = open();
    const marked = await updateOrderInterfaceErrFlag({ query: { id: failure?.id ?? '', flag: 1 } });
    const admin = accountTables.users.all().find((user) => user.account === 'admin');
    expect(marked).toMatchObject({ flag: 1, handlerName: admin?.fullName });
    expect(marked.handleTime).toBeTruthy();
    await expect(updateOrderInterfaceErrFlag({ query: { id: failure?.id ?? '', flag: 1 } })).rejects.toMatchObject({
      msg: '该失败订单已标记为已处理',
    });
  });

  it('refuses a retry, a mark and the list to every other role, with nothing changed', async () => {
    const [failure] = open();
    const order = t.orders.get(failure?.orderId ?? '');
    for (const account of everyoneButTheAdministrator) {
      await login(account);
      const id = failure?.id ?? '';
      await expect(retryOrderInterfaceErr({ path: { id } })).rejects.toMatchObject({ status: 403 });
      await expect(updateOrderInterfaceErrFlag({ query: { id, flag: 1 } })).rejects.toMatchObject({ status: 403 });
      await expect(listOrderInterfaceErrs({ query: {} })).rejects.toMatchObject({ status: 403 });
    }
    expect(t.interfaceErrs.get(failure?.id ?? '')).toEqual(failure);
    expect(t.orders.get(order?.id ?? '')).toEqual(order);
  });
});
