import {
  addWelfare,
  addWelfareCategory,
  addWelfareOrder,
  addWelfareOrderLogistics,
  addWelfareRole,
  addWelfareUser,
  deleteWelfare,
  deleteWelfareUser,
  pageWelfareGoods,
  updateWelfare,
  updateWelfareOrder,
  updateWelfareOrderLogistics,
  updateWelfareUser,
} from '@zc/sdk';
import { describe, expect, it } from 'vitest';
import { accountTables } from '../src/tables/accounts.ts';
import { carriers } from '../src/tables/carriers.ts';
import { catalogueTables } from '../src/tables/catalogue.ts';
import { welfareTables as w } from '../src/tables/welfare.ts';
import { everyoneButTheAdministrator, login, withSession } from './support.ts';

withSession();

const fuli01 = () => accountTables.users.all().find((user) => user.account === 'fuli01');
const goods = () => catalogueTables.goods.all().find((row) => row.price > 10 && row.price < 100);
const activity = (supplierId: string) => ({
  welfareName: '2027年端午员工福利',
  welfareType: 1 as const,
  startTime: '2026-01-01 00:00:00',
  endTime: '2099-12-31 23:59:59',
  quotaPerUser: 120,
  supplierIds: [supplierId],
});
const delivery = { consignee: '刘芳', consigneePhone: '13706410002', address: '山东省济南市历下区经十路9999号' };

/** An activity open today (named `welfareName`), with fuli01 taking part, and a goods item of its one supplier. */
async function openActivityWithFuli01(welfareName = activity('').welfareName) {
  await login('admin');
  const item = goods();
  const user = fuli01();
  if (!item || !user) throw new Error('the seed holds goods under ¥100 and the welfare user fuli01');
  const welfare = await addWelfare({ body: { ...activity(item.supplierId), welfareName } });
  const member = await addWelfareUser({
    body: { welfareId: welfare.id, userId: user.id, userName: user.fullName, phone: user.phone ?? '13706410002' },
  });
  return { welfare, member, item };
}

describe('the administrator’s welfare activities', () => {
  it('lets fuli01 order within the budget per user, and refuses more than is left or another supplier’s goods, changing nothing', async () => {
    const { welfare, member, item } = await openActivityWithFuli01();
    expect(member.quotaAmount).toBe(120);
    const notHis = await addWelfare({ body: { ...activity(item.supplierId), welfareName: '2027年重阳员工福利' } });
    await login('fuli01');
    const offered = await pageWelfareGoods({ query: { welfareId: welfare.id, name: item.name, size: 100 } });
    expect(offered.records.map((row) => row.id)).toContain(item.id);
    expect(offered.records.every((row) => row.supplierId === item.supplierId && row.goodsState === 1)).toBe(true);
    await expect(pageWelfareGoods({ query: { welfareId: notHis.id } })).rejects.toMatchObject({
      msg: '福利活动不存在或您不在参与名单中',
    });
    const order = await addWelfareOrder({
      body: { welfareId: welfare.id, items: [{ goodsId: item.id, buyNum: 1 }], ...delivery },
    });
    expect(order).toMatchObject({ totalPrice: item.price, quotaAmount: item.price, selfPayAmount: 0 });
    const before = { user: w.users.get(member.id), orders: w.orders.count() };
    const left = (120 - item.price).toFixed(2);
    const over = Math.floor((120 - item.price) / item.price) + 1;
    await expect(
      addWelfareOrder({ body: { welfareId: welfare.id, items: [{ goodsId: item.id, buyNum: over }], ...delivery } }),
    ).rejects.toMatchObject({
      msg: `订单金额¥${(item.price * over).toFixed(2)}超出福利余额¥${left}，请调整商品数量`,
    });
    const other = catalogueTables.goods.all().find((row) => !welfare.supplierIds?.includes(row.supplierId));
    await expect(
      addWelfareOrder({
        body: { welfareId: welfare.id, items: [{ goodsId: other?.id ?? '', buyNum: 1 }], ...delivery },
      }),
    ).rejects.toMatchObject({ msg: `福利活动“${welfare.welfareName}”不含该供应商的商品` });
    expect({ user: w.users.get(member.id), orders: w.orders.count() }).toEqual(before);
  });

  it('gives the budget back when the administrator cancels an order, and refuses to move a cancelled one', async () => {
    const { welfare, member, item } = await openActivityWithFuli01('2027年国庆员工福利');
    await login('fuli01');
    const order = await addWelfareOrder({
      body: { welfareId: welfare.id, items: [{ goodsId: item.id, buyNum: 1 }], ...delivery },
    });
    expect(w.users.get(member.id)).toMatchObject({ usedAmount: item.price, balance: 120 - item.price });
    await login('admin');
    await updateWelfareOrder({ body: { id: order.id, status: 3 } });
    expect(w.users.get(member.id)).toMatchObject({ usedAmount: 0, balance: 120 });
    expect(w.welfares.get(welfare.id)?.usedAmount).toBe(0);
    await expect(updateWelfareOrder({ body: { id: order.id, status: 1 } })).rejects.toMatchObject({
      msg: '福利订单已取消，不能改为已发货',
    });
    expect(w.users.get(member.id)).toMatchObject({ usedAmount: 0, balance: 120 });
  });

  it('refuses a budget below zero and an activity ending before it starts, with nothing added', async () => {
    await login('admin');
    const before = w.welfares.count();
    const body = activity(goods()?.supplierId ?? '');
    await expect(addWelfare({ body: { ...body, quotaPerUser: -1 } })).rejects.toMatchObject({
      status: 400,
      msg: expect.stringMatching(/^参数错误：quotaPerUser/),
    });
    await expect(addWelfare({ body: { ...body, endTime: '2025-12-31 00:00:00' } })).rejects.toMatchObject({
      msg: '活动结束时间必须晚于开始时间',
    });
    expect(w.welfares.count()).toBe(before);
  });

  it('refuses every administrator write to every other role, with nothing changed', async () => {
    await login('admin');
    const welfare = w.welfares.all()[0];
    const member = w.users.all()[0];
    const order = w.orders.all().find((row) => row.status === 0);
    if (!welfare || !member || !order) throw new Error('the seed holds activities, their users and a new order');
    const before = { welfares: w.welfares.all(), users: w.users.all(), orders: w.orders.all() };
    const writes = [
      () => addWelfare({ body: activity('1') }),
      () => updateWelfare({ body: { ...welfare, welfareName: '改名' } as never }),
      () => deleteWelfare({ path: { id: welfare.id } }),
      () => addWelfareUser({ body: { welfareId: welfare.id, userName: '张三', phone: '13900000000' } }),
      () => updateWelfareUser({ body: { ...member, quotaAmount: 9999 } as never }),
      () => deleteWelfareUser({ path: { id: member.id } }),
      () => updateWelfareOrder({ body: { id: order.id, status: 3 } }),
      () => addWelfareRole({ body: { roleName: '高管', quotaAmount: 1000 } as never }),
      () => addWelfareCategory({ body: { categoryName: '家电' } as never }),
    ];
    for (const account of everyoneButTheAdministrator) {
      await login(account);
      for (const write of writes) await expect(write()).rejects.toMatchObject({ status: 403 });
    }
    expect({ welfares: w.welfares.all(), users: w.users.all(), orders: w.orders.all() }).toEqual(before);
  });
});

describe('what a welfare activity offers', () => {
  const cheapGoodsOf = (supplierId: string) =>
    catalogueTables.goods
      .all()
      .filter((row) => row.supplierId === supplierId && row.goodsState === 1 && row.price < 50);
  /** Two enabled welfare suppliers admitted for different top categories, each with goods on the shelf under ¥50. */
  function twoSuppliersOfTwoCategories() {
    const admitted = w.suppliers
      .all()
      .filter((row) => row.status === 1 && row.categoryIds?.length === 1 && cheapGoodsOf(row.supplierId).length >= 2);
    const inside = admitted[0];
    const outside = admitted.find((row) => !row.categoryIds?.some((id) => inside?.categoryIds?.includes(id)));
    if (!inside || !outside)
      throw new Error('the seed admits two welfare suppliers of different categories with goods');
    return { inside, outside };
  }

  it('offers and takes only the goods of the suppliers admitted for its categories, refusing others with nothing written', async () => {
    const { inside, outside } = twoSuppliersOfTwoCategories();
    await login('admin');
    const user = fuli01();
    if (!user) throw new Error('the seed holds the welfare user fuli01');
    const welfare = await addWelfare({
      body: { ...activity(''), supplierIds: [], categoryIds: inside.categoryIds, welfareName: '2027年元宵员工福利' },
    });
    const member = await addWelfareUser({
      body: { welfareId: welfare.id, userId: user.id, userName: user.fullName, phone: user.phone ?? '13706410002' },
    });
    await login('fuli01');
    const offered = await pageWelfareGoods({ query: { welfareId: welfare.id, size: 100 } });
    expect(offered.total).toBeGreaterThan(0);
    expect(offered.records.every((row) => row.supplierId !== outside.supplierId)).toBe(true);
    const [allowed] = cheapGoodsOf(inside.supplierId);
    const [refused] = cheapGoodsOf(outside.supplierId);
    if (!allowed || !refused) throw new Error('both suppliers have goods');
    const before = { member: w.users.get(member.id), welfare: w.welfares.get(welfare.id), orders: w.orders.count() };
    await expect(
      addWelfareOrder({ body: { welfareId: welfare.id, items: [{ goodsId: refused.id, buyNum: 1 }], ...delivery } }),
    ).rejects.toMatchObject({ msg: `商品“${refused.name}”不在福利活动“${welfare.welfareName}”的福利分类内` });
    expect({ member: w.users.get(member.id), welfare: w.welfares.get(welfare.id), orders: w.orders.count() }).toEqual(
      before,
    );
    const order = await addWelfareOrder({
      body: { welfareId: welfare.id, items: [{ goodsId: allowed.id, buyNum: 1 }], ...delivery },
    });
    expect(order.supplierId).toBe(inside.supplierId);
  });

  it('takes several lines of one supplier paid from the balance by their total, and gives the total back on cancel', async () => {
    const { inside } = twoSuppliersOfTwoCategories();
    const { welfare, member } = await openActivityWithFuli01('2027年七夕员工福利');
    const [first, second] = cheapGoodsOf(inside.supplierId);
    if (!first || !second) throw new Error('the supplier has two goods under ¥50');
    await login('admin');
    await updateWelfare({ body: { ...welfare, supplierIds: [inside.supplierId], categoryIds: [] } as never });
    await login('fuli01');
    const lines = [
      { goodsId: first.id, buyNum: 1 },
      { goodsId: second.id, buyNum: 1 },
    ];
    const before = { member: w.users.get(member.id), orders: w.orders.count() };
    await expect(
      addWelfareOrder({
        body: { welfareId: welfare.id, items: [...lines, { goodsId: first.id, buyNum: 1 }], ...delivery },
      }),
    ).rejects.toMatchObject({ msg: `商品“${first.name}”重复，请合并为一行` });
    // The cheaper line alone as much as the balance takes, the dearer one once: each line within it, their total over.
    const [cheap, dear] = first.price <= second.price ? [first, second] : [second, first];
    const most = Math.floor(120 / cheap.price);
    const overTotal = cheap.price * most + dear.price;
    if (most > 99) throw new Error('the goods cost more than ¥1.22');
    await expect(
      addWelfareOrder({
        body: {
          welfareId: welfare.id,
          items: [
            { goodsId: cheap.id, buyNum: most },
            { goodsId: dear.id, buyNum: 1 },
          ],
          ...delivery,
        },
      }),
    ).rejects.toMatchObject({ msg: `订单金额¥${overTotal.toFixed(2)}超出福利余额¥120.00，请调整商品数量` });
    expect({ member: w.users.get(member.id), orders: w.orders.count() }).toEqual(before);

    const order = await addWelfareOrder({ body: { welfareId: welfare.id, items: lines, ...delivery } });
    const total = Math.round((first.price + second.price) * 100) / 100;
    expect(order).toMatchObject({ totalPrice: total, quotaAmount: total });
    expect(order.details?.map((line) => [line.goodsId, line.buyNum])).toEqual([
      [first.id, 1],
      [second.id, 1],
    ]);
    expect(w.users.get(member.id)?.balance).toBeCloseTo(120 - total, 2);
    await login('admin');
    await updateWelfareOrder({ body: { id: order.id, status: 3 } });
    expect(w.users.get(member.id)).toMatchObject({ usedAmount: 0, balance: 120 });
  });

  it('ships with a carrier of the platform and a waybill of its form only', async () => {
    await login('admin');
    const order = w.orders.all().find((row) => row.status === 0);
    const [carrier] = carriers;
    if (!order || !carrier) throw new Error('the seed holds an order waiting to ship');
    const body = { welfareOrderId: order.id, logisticsCode: carrier.code, logisticsCompany: carrier.name };
    await expect(addWelfareOrderLogistics({ body: { ...body, logisticsNo: 'ABC123' } })).rejects.toMatchObject({
      msg: `物流单号不符合${carrier.name}的单号规则，例如 ${carrier.example}`,
    });
    await expect(
      addWelfareOrderLogistics({
        body: { welfareOrderId: order.id, logisticsCompany: '某某快递', logisticsNo: carrier.example },
      }),
    ).rejects.toMatchObject({ msg: '物流公司不存在，请从平台的物流公司中选择' });
    expect(w.logistics.all().some((row) => row.welfareOrderId === order.id)).toBe(false);
    expect(w.orders.get(order.id)?.status).toBe(0);
    const shipped = await addWelfareOrderLogistics({ body: { ...body, logisticsNo: carrier.example } });
    expect(shipped).toMatchObject({ logisticsCompany: carrier.name, logisticsNo: carrier.example });
    expect(w.orders.get(order.id)?.status).toBe(1);
    await expect(
      updateWelfareOrderLogistics({ body: { id: shipped.id, ...body, logisticsNo: 'SF12' } }),
    ).rejects.toMatchObject({ msg: `物流单号不符合${carrier.name}的单号规则，例如 ${carrier.example}` });
  });
});
