import {
  addItemReport,
  auditDiscount,
  getGoodsDetail,
  getLadderPrice,
  handleItemReport,
  listItemStateHistory,
  modifyLadderPrice,
  pageItemReports,
  submitDiscount,
} from '@zc/sdk';
import { describe, expect, it } from 'vitest';
import { seededOrgs } from '../src/domains/accounts/seed.ts';
import { catalogueTables as t } from '../src/tables/catalogue.ts';
import { login, withSession } from './support.ts';

withSession();

/** A discount of gys01's waiting for review (待审核), the nth. */
const waiting = (n = 0) =>
  t.ladderPrices.all().filter((row) => row.supplierId === seededOrgs.supplier && row.status === 1)[n];

describe("the platform's review of discount prices", () => {
  it('rejects a ladder price with a reason the supplier reads, and approves it resubmitted: the mall sells at it', async () => {
    const ladder = waiting();
    await login('admin');
    await auditDiscount({ body: { discountIds: [ladder?.id ?? ''], auditStatus: 3, auditRemark: '降幅过大，请核实' } });

    await login('gys01');
    const rejected = (await getLadderPrice({ query: { sku: ladder?.sku } })).records[0];
    expect(rejected).toMatchObject({ id: ladder?.id, status: 3, auditRemark: '降幅过大，请核实' });
    await modifyLadderPrice({ body: { id: ladder?.id ?? '', tiers: ladder?.tiers ?? [] } });
    await submitDiscount({ query: { discountIds: [ladder?.id ?? ''] } });

    await login('admin');
    await auditDiscount({ body: { discountIds: [ladder?.id ?? ''], auditStatus: 2 } });
    expect(t.ladderPrices.get(ladder?.id ?? '')).toMatchObject({ status: 2, auditRemark: undefined });
    const detail = await getGoodsDetail({ query: { id: ladder?.goodsId ?? '' } });
    expect(detail.ladderPrices?.map((tier) => tier.price)).toEqual(ladder?.tiers.map((tier) => tier.price));
  });

  it('refuses a rejection without a reason, a batch holding a price not under review, and any other role', async () => {
    const ladder = waiting();
    const decided = t.ladderPrices.all().find((row) => row.status === 2);
    const before = t.ladderPrices.all();
    await login('admin');
    await expect(
      auditDiscount({ body: { discountIds: [ladder?.id ?? ''], auditStatus: 3, auditRemark: ' ' } }),
    ).rejects.toMatchObject({ msg: '驳回折扣价时请填写驳回原因' });
    await expect(
      auditDiscount({ body: { discountIds: [ladder?.id ?? '', decided?.id ?? ''], auditStatus: 2 } }),
    ).rejects.toMatchObject({ msg: expect.stringContaining('已生效，不能审核') });
    for (const account of ['gys01', 'caigou01']) {
      await login(account);
      await expect(auditDiscount({ body: { discountIds: [ladder?.id ?? ''], auditStatus: 2 } })).rejects.toMatchObject({
        status: 403,
      });
    }
    expect(t.ladderPrices.all()).toEqual(before);
  });
});

describe('goods reports', () => {
  const onShelf = () =>
    t.goods
      .all()
      .find((row) => row.goodsState === 1 && !t.itemReports.all().some((report) => report.goodsId === row.id));

  it('lists a purchaser report with its reporter; taking the goods off the shelf ends its sale', async () => {
    const goods = onShelf();
    await login('caigou01');
    const id = await addItemReport({ body: { goodsId: goods?.id ?? '', reportType: 3, content: '疑似假冒品牌商品' } });

    await login('admin');
    const listed = await pageItemReports({ query: { sku: goods?.sku, handleStatus: 0 } });
    expect(listed.records).toEqual([
      expect.objectContaining({ id, goodsState: 1, reportType: 3, handleStatus: 0, reporterName: expect.any(String) }),
    ]);
    await handleItemReport({ body: { id, handleResult: 2, handleRemark: '经核实为假冒品牌' } });
    expect(t.goods.get(goods?.id ?? '')?.goodsState).toBe(2);
    const [latest] = await listItemStateHistory({ path: { id: goods?.id ?? '' } });
    expect(latest).toMatchObject({ beforeState: 1, afterState: 2, reason: '商品举报：经核实为假冒品牌' });
    expect((await pageItemReports({ query: { sku: goods?.sku } })).records[0]).toMatchObject({
      handleStatus: 1,
      handleResult: 2,
      goodsState: 2,
    });
    await expect(handleItemReport({ body: { id, handleResult: 1, handleRemark: '再次处理' } })).rejects.toMatchObject({
      msg: '该举报已处理，不能重复处理',
    });
  });

  it('refuses every other role, changing neither the report nor the goods', async () => {
    const report = t.itemReports.all().find((row) => row.handleStatus === 0);
    const goods = t.goods.get(report?.goodsId ?? '');
    for (const account of ['caigou01', 'gys01']) {
      await login(account);
      await expect(
        handleItemReport({ body: { id: report?.id ?? '', handleResult: 2, handleRemark: '下架' } }),
      ).rejects.toMatchObject({ status: 403 });
      await expect(pageItemReports({ query: {} })).rejects.toMatchObject({ status: 403 });
    }
    expect(t.itemReports.get(report?.id ?? '')).toEqual(report);
    expect(t.goods.get(goods?.id ?? '')).toEqual(goods);
  });
});
