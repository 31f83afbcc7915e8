import {
  adminQueryEvaluateList,
  hideEvaluate,
  queryEvaluateDetail,
  queryEvaluateDetailByGoodsId,
  replyEvaluate,
  supplierQueryEvaluateList,
} from '@zc/sdk';
import { describe, expect, it } from 'vitest';
import { seededOrgs } from '../src/domains/accounts/seed.ts';
import { catalogueTables as t } from '../src/tables/catalogue.ts';
import { everyoneButTheAdministrator, login, withSession } from './support.ts';

withSession();

/** An evaluation made (not a line waiting for one) of gys01's goods. */
const evaluated = () =>
  t.evaluations
    .all()
    .find((row) => row.evaluateState === 1 && row.isHidden !== 1 && row.supplierId === seededOrgs.supplier);
const onGoodsDetail = async (goodsId: string) =>
  (await queryEvaluateDetailByGoodsId({ query: { goodsId, page: 1, limit: 100 } })).records.map((row) => row.id);

describe("the platform's evaluations", () => {
  it('lists every evaluation, narrowed to agreement goods, hidden or shown', async () => {
    await login('admin');
    const all = await adminQueryEvaluateList({ query: { current: 1, size: 100 } });
    expect(new Set(all.records.map((row) => row.supplierId)).size).toBeGreaterThan(1);
    const agreement = await adminQueryEvaluateList({ query: { itemType: 4, current: 1, size: 100 } });
    expect(agreement.total).toBeGreaterThan(0);
    expect(agreement.total).toBeLessThan(all.total);
    expect(agreement.records.every((row) => t.goods.get(row.goodsId)?.itemType === 4)).toBe(true);
  });

  it('hides an evaluation from the goods detail only, and shows it again', async () => {
    const row = evaluated();
    await login('admin');
    await hideEvaluate({ body: { id: row?.id ?? '', isHidden: 1 } });
    expect(await onGoodsDetail(row?.goodsId ?? '')).not.toContain(row?.id);
    const hidden = await adminQueryEvaluateList({
      query: { isHidden: 1, orderNo: row?.orderNo, current: 1, size: 10 },
    });
    expect(hidden.records.map((item) => item.id)).toContain(row?.id);

    // The supplier still reads what was said about its goods.
    await login('gys01');
    const own = await supplierQueryEvaluateList({ query: { orderNo: row?.orderNo, current: 1, size: 100 } });
    expect(own.records.map((item) => item.id)).toContain(row?.id);

    await login('admin');
    await hideEvaluate({ body: { id: row?.id ?? '', isHidden: 0 } });
    expect(await onGoodsDetail(row?.goodsId ?? '')).toContain(row?.id);
  });

  it('replies under the evaluation where the mall and the purchaser read it', async () => {
    const row = evaluated();
    await login('admin');
    await replyEvaluate({ body: { id: row?.id ?? '', content: ' 已联系供应商核实处理 ' } });
    const shown = (await queryEvaluateDetailByGoodsId({ query: { goodsId: row?.goodsId ?? '', page: 1, limit: 100 } }))
      .records;
    expect(shown.find((item) => item.id === row?.id)).toMatchObject({
      platformReply: '已联系供应商核实处理',
      platformReplyTime: expect.any(String),
    });
    await login('caigou01');
    const mine = await queryEvaluateDetail({ query: { orderId: row?.orderId ?? '' } });
    expect(mine.find((item) => item.id === row?.id)?.platformReply).toBe('已联系供应商核实处理');
  });

  it('refuses an empty reply, a prohibited word and a missing evaluation in Chinese', async () => {
    const row = evaluated();
    const word = t.prohibitWords.all().find((item) => item.isEnable === 1 && item.wordType !== 1);
    await login('admin');
    await expect(replyEvaluate({ body: { id: row?.id ?? '', content: '   ' } })).rejects.toMatchObject({
      status: 400,
      msg: '参数错误：content 不能只填空格',
    });
    await expect(replyEvaluate({ body: { id: row?.id ?? '', content: `回复${word?.word}` } })).rejects.toMatchObject({
      msg: `评价内容包含违禁词“${word?.word}”，请修改后再提交`,
    });
    await expect(hideEvaluate({ body: { id: '1', isHidden: 1 } })).rejects.toMatchObject({ msg: '评价不存在或已删除' });
    expect(t.evaluations.get(row?.id ?? '')).toEqual(row);
  });

  it('refuses every other role, changing nothing', async () => {
    const row = evaluated();
    for (const account of everyoneButTheAdministrator) {
      await login(account);
      await expect(hideEvaluate({ body: { id: row?.id ?? '', isHidden: 1 } })).rejects.toMatchObject({ status: 403 });
      await expect(replyEvaluate({ body: { id: row?.id ?? '', content: '回复' } })).rejects.toMatchObject({
        status: 403,
      });
      await expect(adminQueryEvaluateList({ query: {} })).rejects.toMatchObject({ status: 403 });
    }
    expect(t.evaluations.get(row?.id ?? '')).toEqual(row);
  });
});
