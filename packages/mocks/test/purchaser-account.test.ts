import {
  bindPlanOrders,
  getDemandCartList,
  listPlanBindableOrders,
  listPurchasePlans,
  queryReceipt,
  saveOrUpdateReceipt,
  submitDemand,
} from '@zc/sdk';
import { describe, expect, it } from 'vitest';
import { withSession } from './support.ts';

withSession('caigou01');

describe('invoice titles', () => {
  it('seeds each purchaser’s organisation title as a 单位 title with its tax number', async () => {
    const titles = await queryReceipt({});
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) expect(title).toMatchObject({ titleType: 1, taxNo: expect.any(String) });
  });

  it('reads titleType as the spec labels it: 1 单位 needs a tax number, 2 个人 does not', async () => {
    await expect(
      saveOrUpdateReceipt({ body: { receiptType: 1, titleType: 1, receiptTitle: '华北能源集团物资有限公司' } }),
    ).rejects.toMatchObject({ message: '单位抬头须填写纳税人识别号' });
    const personal = await saveOrUpdateReceipt({ body: { receiptType: 3, titleType: 2, receiptTitle: '王采购' } });
    expect(personal.titleType).toBe(2);
    await expect(
      saveOrUpdateReceipt({ body: { receiptType: 2, titleType: 2, receiptTitle: '王采购' } }),
    ).rejects.toMatchObject({ message: '增值税专用发票只能开具给单位' });
  });
});

describe('binding orders to a purchase plan', () => {
  const approvedPlan = async () => {
    const today = new Date().toISOString().slice(0, 10);
    const { records } = await listPurchasePlans({ query: { status: 2, pageSize: 50 } });
    const plan = records.find((row) => (row.startDate ?? '') <= today && today <= (row.endDate ?? ''));
    if (!plan) throw new Error('no approved plan in its validity');
    return plan;
  };

  it('binds unbound orders to an approved plan, takes their amount from it, and refuses them a second time', async () => {
    const plan = await approvedPlan();
    const left = plan.planAmount - (plan.usedAmount ?? 0);
    const { records } = await listPlanBindableOrders({ query: { planId: plan.id, pageSize: 50 } });
    const order = records.find((row) => row.totalPrice <= left);
    if (!order) throw new Error('no bindable order within the plan');
    const bound = await bindPlanOrders({ body: { planId: plan.id, orderIds: [order.id] } });
    expect(bound.usedAmount).toBeCloseTo((plan.usedAmount ?? 0) + order.totalPrice, 2);
    const after = await listPlanBindableOrders({ query: { planId: plan.id, pageSize: 50 } });
    expect(after.records.some((row) => row.id === order.id)).toBe(false);
    await expect(bindPlanOrders({ body: { planId: plan.id, orderIds: [order.id] } })).rejects.toMatchObject({
      message: expect.stringContaining('已绑定采购计划'),
    });
  });

  it('refuses a plan that is not approved, and orders above what the plan has left', async () => {
    const [draft] = (await listPurchasePlans({ query: { status: 0 } })).records;
    const [order] = (await listPlanBindableOrders({ query: { pageSize: 50 } })).records;
    if (!draft || !order) throw new Error('no draft plan or bindable order');
    await expect(bindPlanOrders({ body: { planId: draft.id, orderIds: [order.id] } })).rejects.toMatchObject({
      message: '采购计划草稿，不能执行',
    });
    const plan = await approvedPlan();
    const { records, total: before } = await listPlanBindableOrders({ query: { pageSize: 100 } });
    const tooMuch = records.filter((row) => row.totalPrice > 0).map((row) => row.id);
    const total = records.reduce((sum, row) => sum + row.totalPrice, 0);
    if (total <= plan.planAmount - (plan.usedAmount ?? 0)) return;
    await expect(bindPlanOrders({ body: { planId: plan.id, orderIds: tooMuch } })).rejects.toMatchObject({
      message: expect.stringContaining('超出采购计划剩余金额'),
    });
    // Nothing bound: the refusal writes nothing.
    expect((await listPlanBindableOrders({ query: { pageSize: 100 } })).total).toBe(before);
  });
});

describe('the demand car', () => {
  it('loses the rows a submitted demand names, and keeps the others', async () => {
    const cart = await getDemandCartList();
    const [chosen, kept] = cart;
    if (!chosen || !kept) throw new Error('caigou01 has fewer than two demand-car rows');
    const demand = await submitDemand({
      body: {
        demandName: '安全部劳保需求',
        items: [{ goodsId: chosen.goodsId, buyNum: chosen.quantity, cartId: chosen.id }],
      },
    });
    expect(demand.items?.[0]).toMatchObject({ goodsId: chosen.goodsId, buyNum: chosen.quantity });
    const after = (await getDemandCartList()).map((row) => row.id);
    expect(after).not.toContain(chosen.id);
    expect(after).toContain(kept.id);
  });
});
