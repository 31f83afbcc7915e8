import {
  addWelfare,
  addWelfareCategory,
  addWelfareOrder,
  addWelfareRole,
  addWelfareUser,
  deleteWelfare,
  deleteWelfareUser,
  pageWelfareGoods,
  updateWelfare,
  updateWelfareOrder,
  updateWelfareUser,
} from '@zc/sdk';
import { describe, expect, it } from 'vitest';
import { accountTables } from '../src/tables/accounts.ts';
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
