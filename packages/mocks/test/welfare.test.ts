import {
  addPurchasePlan,
  approveSupplierWelfareAfterSale,
  checkPurchasePlan,
  deletePurchasePlan,
  exportSupplierWelfareOrders,
  getPlanCheckLogs,
  getPlanQuota,
  listPurchasePlans,
  listPurchasePlansToCheck,
  listSupplierWelfareAfterSales,
  supplierGetWelfareOrderById,
  supplierWelfareOrderList,
  updatePurchasePlan,
} from '@zc/sdk';
import { describe, expect, it } from 'vitest';
import { seededOrgs } from '../src/domains/accounts/seed.ts';
import { accountTables } from '../src/tables/accounts.ts';
import { catalogueTables } from '../src/tables/catalogue.ts';
import { planTables, welfareTables } from '../src/tables/welfare.ts';
import { login, withSession } from './support.ts';

withSession();
const userId = (account: string) => accountTables.users.all().find((user) => user.account === account)?.id ?? '';

describe('supplier welfare orders', () => {
  it('shows a supplier only its own orders and refuses another supplier’s', async () => {
    await login('gys01');
    const page = await supplierWelfareOrderList({ query: { pageNum: 1, pageSize: 100 } });
    const own = welfareTables.orders.all().filter((order) => order.supplierId === seededOrgs.supplier);
    expect(page.total).toBe(own.length);
    expect(page.records.every((order) => order.supplierId === seededOrgs.supplier)).toBe(true);
    const detail = await supplierGetWelfareOrderById({ path: { id: own[0]?.id ?? '' } });
    expect(detail.details?.length).toBeGreaterThan(0);
    const other = welfareTables.orders.all().find((order) => order.supplierId !== seededOrgs.supplier);
    await expect(supplierGetWelfareOrderById({ path: { id: other?.id ?? '' } })).rejects.toMatchObject({
      msg: '福利订单不存在或无权查看',
    });
  });

  it('exports the supplier’s orders as a real xlsx file', async () => {
    await login('gys01');
    const { blob } = await exportSupplierWelfareOrders({ query: {} });
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect([...bytes.slice(0, 2)]).toEqual([0x50, 0x4b]);
  });

  it('approves a waiting after-sale case once, and refuses a second approval or a reject without reason', async () => {
    await login('gys01');
    const waiting = await listSupplierWelfareAfterSales({ query: { status: 0, pageNum: 1, pageSize: 50 } });
    const [first, second] = waiting.records;
    if (!first || !second) throw new Error('the seed has no waiting after-sale cases for gys01');
    await approveSupplierWelfareAfterSale({ body: { id: first.id, approvalResult: 1, supplierRemark: '同意换货' } });
    expect(welfareTables.afterSales.get(first.id)?.status).toBe(1);
    await expect(
      approveSupplierWelfareAfterSale({ body: { id: first.id, approvalResult: 2, supplierRemark: '不同意' } }),
    ).rejects.toMatchObject({ msg: '该售后申请处理中，不能重复审核' });
    await expect(approveSupplierWelfareAfterSale({ body: { id: second.id, approvalResult: 2 } })).rejects.toMatchObject(
      {
        msg: '驳回售后申请时请填写驳回原因',
      },
    );
    expect(welfareTables.afterSales.get(second.id)?.status).toBe(0);
  });
});

describe('purchase plans', () => {
  const goods = () => catalogueTables.goods.all()[0];
  const form = (num: number, price?: number) => {
    const item = goods();
    if (!item) throw new Error('no goods');
    return {
      planName: '测试部门办公用品计划',
      purchaseType: 1 as const,
      startDate: '2026-11-25',
      endDate: '2027-06-30',
      items: [{ goodsId: item.id, goodsName: item.name, price: price ?? item.price, num }],
      approverIds: [userId('shenpi01')],
      submit: true,
    };
  };

  it('goes from submission to shenpi01’s list, refuses edits and strangers while checked, and logs the approval', async () => {
    await login('caigou01');
    const plan = await addPurchasePlan({ body: form(2) });
    expect(plan.status).toBe(1);
    await expect(updatePurchasePlan({ body: { id: plan.id, ...form(3) } })).rejects.toMatchObject({
      msg: '采购计划审批中，不能修改（仅草稿或已驳回的计划可修改）',
    });
    await expect(deletePurchasePlan({ path: { id: plan.id } })).rejects.toMatchObject({
      msg: '采购计划审批中，不能删除（仅草稿或已驳回的计划可删除）',
    });

    await login('xiangmu01');
    await expect(checkPurchasePlan({ body: { id: plan.id, result: 1 } })).rejects.toMatchObject({
      msg: '您不是该采购计划的审批人，无权审批',
    });

    await login('shenpi01');
    const waiting = await listPurchasePlansToCheck({ query: { pageNum: 1, pageSize: 100 } });
    expect(waiting.records.map((row) => row.id)).toContain(plan.id);
    await expect(checkPurchasePlan({ body: { id: plan.id, result: 2 } })).rejects.toMatchObject({
      msg: '驳回采购计划时请填写审批意见',
    });
    await checkPurchasePlan({ body: { id: plan.id, result: 1, opinion: '同意' } });
    await expect(checkPurchasePlan({ body: { id: plan.id, result: 1 } })).rejects.toMatchObject({
      msg: '采购计划审批通过，不能审批',
    });

    await login('caigou01');
    const listed = await listPurchasePlans({ query: { planNo: plan.planNo, pageNum: 1, pageSize: 10 } });
    expect(listed.records[0]?.status).toBe(2);
    const logs = await getPlanCheckLogs({ path: { id: plan.id } });
    expect(logs.map((log) => [log.checkUserName, log.result])).toEqual([
      ['王采购', 0],
      ['赵审批', 1],
    ]);
  });

  it('refuses a plan beyond the remaining quota and writes nothing', async () => {
    await login('caigou01');
    const quota = await getPlanQuota({ query: { year: new Date().getFullYear() } });
    const before = planTables.plans.count();
    await expect(addPurchasePlan({ body: form(1, quota.availableAmount + 1000) })).rejects.toMatchObject({
      msg: expect.stringContaining('超出本年度剩余采购额度'),
    });
    expect(planTables.plans.count()).toBe(before);
    expect((await getPlanQuota({ query: { year: new Date().getFullYear() } })).availableAmount).toBe(
      quota.availableAmount,
    );
  });
});
