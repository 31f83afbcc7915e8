// The purchaser's and the administrator's side of projects and sourcing: drafts, rules, publication, cancel and
// invalid bid with their refusals, picketage, the auction pick, and the sourcing inquiry from draft to order.
import {
  buyProjectAgain,
  cancelProject,
  createProject,
  editSourcingCommodity,
  editSourcingState,
  exportBiddingDetails,
  exportSupplierQuotes,
  getProjectAndPicketageInfo,
  invalidBidProject,
  listBiddingGoodsByProject,
  listMallProjects,
  listPicketageHistory,
  pageProjects,
  pagePurchaserSourcingOrders,
  pageSupplierSourcing,
  pickAuctionWinner,
  readSession,
  saveBiddingRules,
  saveSourcing,
  saveSourcingCommodity,
  submitSourcing,
  uploadPicketageApplySourceId,
} from '@zc/sdk';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { seededOrgs } from '../src/domains/accounts/seed.ts';
import { ranking } from '../src/domains/projects/shared.ts';
import { formatDateTime } from '../src/engine/random.ts';
import { platformTables } from '../src/tables/platform.ts';
import { projectTables as t } from '../src/tables/projects.ts';
import { login, raw, withSession } from './support.ts';

withSession('xiangmu01');

const inDays = (days: number) => formatDateTime(new Date(Date.now() + days * 86_400_000));
const project = (type: number, status: number) => {
  const row = t.projects.all().find((p) => p.projectType === type && p.status === status);
  if (!row) throw new Error(`no project of type ${type} in phase ${status}`);
  return row;
};
const draft = {
  projectName: '2026年第四季度办公用品竞价采购项目（测试）',
  projectType: 1 as const,
  registrationEndTime: inDays(7),
  startTime: inDays(9),
  endTime: inDays(10),
  goods: [{ goodsName: '晨光中性笔 0.5mm', unit: '盒', quantity: 100, budgetPrice: 18.5 }],
};

describe('projects', () => {
  it('keeps a draft, refuses to submit it without rules, then publishes it once the rules are saved', async () => {
    const created = await createProject({ body: draft });
    expect(created).toMatchObject({ status: 0, budgetAmount: 1850, goods: [{ goodsName: '晨光中性笔 0.5mm' }] });
    const mine = await pageProjects({ query: { current: 1, size: 10, projectName: '（测试）' } });
    expect(mine.records.map((row) => row.id)).toEqual([created.id]);
    await expect(createProject({ body: { ...draft, id: created.id, submit: 1 } })).rejects.toMatchObject({
      msg: '请先设置竞价规则再提交',
    });
    expect(t.projects.get(created.id)?.status).toBe(0);
    await saveBiddingRules({
      body: { projectId: created.id, quoteMode: 1, pickRule: 1, startPrice: 1850, minStep: 5, secondRound: 0 },
    });
    const published = await createProject({ body: { ...draft, id: created.id, submit: 1 } });
    expect(published.status).toBe(3);
    const mall = await listMallProjects({ query: { current: 1, size: 10, projectName: '（测试）' } });
    expect(mall.records.map((row) => row.id)).toEqual([created.id]);
    await expect(createProject({ body: { ...draft, id: created.id } })).rejects.toMatchObject({
      msg: '项目当前为“报名中”，只有草稿或审核驳回的项目可以修改',
    });
  });

  it('refuses times out of order, writing nothing', async () => {
    const before = t.projects.count();
    await expect(createProject({ body: { ...draft, startTime: inDays(5), endTime: inDays(6) } })).rejects.toMatchObject(
      { msg: '竞价开始时间不能早于报名截止时间' },
    );
    expect(t.projects.count()).toBe(before);
  });

  it('cancels a project: bids lose their force and deposits go back; a cancelled project takes no more', async () => {
    const target = project(1, 6);
    const refunds = t.paymentLogs.count((log) => log.projectId === target.id && log.payType === 2);
    await cancelProject({ path: { id: target.id }, body: { reason: '需求变更' } });
    expect(t.projects.get(target.id)).toMatchObject({ status: 12, cancelReason: '需求变更' });
    expect(t.bids.all().filter((bid) => bid.projectId === target.id && bid.status === 1)).toEqual([]);
    const certificates = t.certificates.all().filter((row) => row.projectId === target.id);
    expect(certificates.every((row) => row.depositStatus === 4)).toBe(true);
    expect(t.paymentLogs.count((log) => log.projectId === target.id && log.payType === 2)).toBe(
      refunds + certificates.length,
    );
    await expect(cancelProject({ path: { id: target.id }, body: { reason: '再次取消' } })).rejects.toMatchObject({
      msg: '项目已取消，请勿重复操作',
    });
    await expect(invalidBidProject({ path: { id: target.id }, body: { reason: '流标' } })).rejects.toMatchObject({
      msg: '项目已取消，不能流标',
    });
    await expect(
      saveBiddingRules({ body: { projectId: target.id, quoteMode: 1, pickRule: 1, minStep: 5, secondRound: 0 } }),
    ).rejects.toMatchObject({ msg: '项目当前为“已取消”，不能修改竞价规则' });
  });

  it('refuses an invalid bid while registration is open and a cancel once decided', async () => {
    await expect(
      invalidBidProject({ path: { id: project(2, 3).id }, body: { reason: '报名不足' } }),
    ).rejects.toMatchObject({ msg: '项目报名中，报名截止后才能流标' });
    await expect(cancelProject({ path: { id: project(2, 10).id }, body: { reason: '取消' } })).rejects.toMatchObject({
      msg: '项目已定标，不能取消',
    });
  });

  it('decides a closed bidding project from its completed picketage application, once', async () => {
    const closed = project(1, 8);
    const best = ranking(closed, 1)[0];
    const sourceId = platformTables.files.all()[0]?.id ?? '';
    await expect(
      uploadPicketageApplySourceId({ path: { id: closed.id }, body: { sourceId: 'nope' } }),
    ).rejects.toMatchObject({ msg: '定标申请不存在，请先上传签字的定标申请或完成定标审批' });
    await uploadPicketageApplySourceId({ path: { id: closed.id }, body: { sourceId } });
    const info = await getProjectAndPicketageInfo({ query: { projectId: closed.id } });
    expect(info.project).toMatchObject({ status: 10, picketageApplySourceId: sourceId });
    expect(info.picketages).toMatchObject([{ bidId: best?.id, supplierId: best?.supplierId, status: 0 }]);
    await expect(uploadPicketageApplySourceId({ path: { id: closed.id }, body: { sourceId } })).rejects.toMatchObject({
      msg: '项目已定标，不能重复定标',
    });
  });

  it('lets a bid other than the lowest win only under 非最低价定标 and with a reason', async () => {
    // The closed bidding project is decided above: the backhand one, in its last round.
    const closed = project(2, 8);
    const [lowest, second] = ranking(closed, closed.currentRound ?? 1);
    if (!lowest || !second) throw new Error('the closed backhand project needs two bidders');
    const sourceId = platformTables.files.all()[0]?.id ?? '';
    const choose = (reason?: string) =>
      uploadPicketageApplySourceId({ path: { id: closed.id }, body: { sourceId, bidId: second.id, reason } });
    await expect(choose('交货期更短')).rejects.toMatchObject({ msg: '该项目按最低价中标，不能选择其他报价' });
    await t.projects.update(closed.id, { rules: { ...closed.rules, pickRule: 2 } as typeof closed.rules });
    await expect(choose()).rejects.toMatchObject({ msg: '选择非最低价中标时请填写理由' });
    expect(t.projects.get(closed.id)?.status).toBe(8);
    await choose('最低价供应商交货期不满足要求');
    const info = await getProjectAndPicketageInfo({ query: { projectId: closed.id } });
    expect(info.picketages).toMatchObject([
      { bidId: second.id, supplierId: second.supplierId, minPrice: false, reason: '最低价供应商交货期不满足要求' },
    ]);
    const [entry] = await listPicketageHistory({ path: { id: closed.id } });
    expect(entry?.opinion).toBe('最低价供应商交货期不满足要求');
  });

  it('picks an auction winner below the highest bid only with a reason', async () => {
    const auction = project(3, 8);
    const [highest, second] = ranking(auction, 1);
    if (!highest || !second) throw new Error('the closed auction needs two bidders');
    await expect(pickAuctionWinner({ body: { projectId: auction.id, bidId: second.id } })).rejects.toMatchObject({
      msg: '选择非最高出价成交时请填写理由',
    });
    expect(t.projects.get(auction.id)?.status).toBe(8);
    const picked = await pickAuctionWinner({
      body: { projectId: auction.id, bidId: second.id, reason: '最高出价方放弃竞得资格' },
    });
    expect(picked).toMatchObject({ supplierId: second.supplierId, minPrice: false, dealAmount: second.totalPrice });
    expect(t.projects.get(auction.id)?.status).toBe(10);
  });

  it('buys a project again as a new draft with the same goods and rules', async () => {
    const source = project(2, 10);
    const copy = await buyProjectAgain({ path: { id: source.id } });
    expect(copy).toMatchObject({
      status: 0,
      projectName: source.projectName,
      rules: { quoteMode: source.rules?.quoteMode },
    });
    expect(copy.id).not.toBe(source.id);
    expect(copy.goods?.map((line) => line.goodsName)).toEqual(
      t.projectGoods
        .all()
        .filter((line) => line.projectId === source.id)
        .map((line) => line.goodsName),
    );
  });
});

describe('sourcing', () => {
  it('takes an inquiry from draft to published, to quoting closed, to an order with the lowest quotation', async () => {
    await login('caigou01');
    const sourcing = await saveSourcing({
      body: { sourcingName: '2026年12月清洁用品询价（测试）', supplierScope: 1, quoteEndTime: inDays(5) },
    });
    expect(sourcing.status).toBe(0);
    await expect(submitSourcing({ body: { id: sourcing.id } })).rejects.toMatchObject({
      msg: '请至少添加一个询价商品',
    });
    const line = await saveSourcingCommodity({
      body: { sourcingId: sourcing.id, goodsName: '白云清洁剂 多功能', unit: '箱', quantity: 20, budgetPrice: 136 },
    });
    await submitSourcing({ body: { id: sourcing.id } });
    expect(t.sourcings.get(sourcing.id)?.status).toBe(3);
    await expect(
      editSourcingCommodity({
        body: { id: line.id, sourcingId: sourcing.id, goodsName: line.goodsName, unit: '箱', quantity: 30 },
      }),
    ).rejects.toMatchObject({ msg: '询价单当前为“报价中”，不能修改' });
    await expect(exportSupplierQuotes({ path: { id: sourcing.id } })).rejects.toMatchObject({
      msg: '报价截止前不能导出供应商报价',
    });
    await expect(editSourcingState({ body: { id: sourcing.id, status: 5 } })).rejects.toMatchObject({
      msg: '询价单当前为“报价中”，不能改为“已成交”',
    });

    await login('gys01');
    const open = await pageSupplierSourcing({ query: { current: 1, size: 10, sourcingName: '（测试）' } });
    expect(open.records.map((row) => row.id)).toEqual([sourcing.id]);

    await login('caigou01');
    await editSourcingState({ body: { id: sourcing.id, status: 4 } });
    await expect(editSourcingState({ body: { id: sourcing.id, status: 5 } })).rejects.toMatchObject({
      msg: '暂无供应商报价，不能成交，请作流标处理',
    });
    expect(t.sourcings.get(sourcing.id)?.status).toBe(4);
    await editSourcingState({ body: { id: sourcing.id, status: 6, reason: '报价供应商不足三家' } });
    expect(t.sourcings.get(sourcing.id)).toMatchObject({ status: 6, statusReason: '报价供应商不足三家' });
  });

  it('chooses the lowest quotation of an inquiry waiting for a choice and lists its order', async () => {
    await login('caigou01');
    const waiting = t.sourcings.all().find((s) => s.status === 4);
    const quotes = t.sourcingQuotes.all().filter((q) => q.sourcingId === waiting?.id);
    const lowest = [...quotes].sort((a, b) => a.totalPrice - b.totalPrice)[0];
    await editSourcingState({ body: { id: waiting?.id ?? '', status: 5 } });
    expect(t.sourcingQuotes.get(lowest?.id)?.status).toBe(2);
    const orders = await pagePurchaserSourcingOrders({ query: { current: 1, size: 50 } });
    const order = orders.records.find((row) => row.sourcingId === waiting?.id);
    expect(order).toMatchObject({ supplierId: lowest?.supplierId, totalPrice: lowest?.totalPrice, status: 0 });
    expect(order?.details?.length).toBe(lowest?.items?.length);
    const file = await exportSupplierQuotes({ path: { id: waiting?.id ?? '' } });
    const bytes = new Uint8Array(await (file as unknown as { blob: Blob }).blob.arrayBuffer());
    expect([bytes[0], bytes[1]]).toEqual([0x50, 0x4b]);
  });
});

describe('the hall board of a running project (pageQueryProBiddingList)', () => {
  /** A running bidding project with bids of several suppliers, gys01's among them. */
  const contested = () => {
    const project = t.projects.all().find((row) => {
      const bidders = new Set(
        t.bids
          .all()
          .filter((bid) => bid.projectId === row.id)
          .map((bid) => bid.supplierId),
      );
      return row.status === 6 && bidders.size > 2 && bidders.has(seededOrgs.supplier);
    });
    if (!project) throw new Error('no running project with several bidders');
    return project;
  };
  const board = async (projectId: string) => {
    const answer = await raw(
      `/api/tPurchaseBidBidding/pageQueryProBiddingList?projectId=${projectId}&current=1&size=100`,
      {
        headers: { authorization: `bearer ${readSession()?.accessToken}` },
      },
    );
    return (await answer.json()) as { data: { records: Record<string, unknown>[] } };
  };

  it('names no bidder to the purchaser while the project runs, 供应商1, 2… by their first bid; names them once it ends', async () => {
    await pageProjects({ query: { current: 1, size: 1 } });
    const project = contested();
    const bids = t.bids.all().filter((bid) => bid.projectId === project.id);
    const expected = new Map<string, string>();
    for (const bid of [...bids].sort((a, b) => a.bidTime.localeCompare(b.bidTime) || a.id.localeCompare(b.id)))
      if (!expected.has(bid.supplierId ?? '')) expected.set(bid.supplierId ?? '', `供应商${expected.size + 1}`);

    const running = await board(project.id);
    const text = JSON.stringify(running);
    for (const bid of bids) {
      expect(text).not.toContain(bid.supplierName);
      expect(text).not.toContain(bid.supplierId);
    }
    expect(running.data.records.length).toBe(bids.length);
    for (const record of running.data.records) {
      expect(record).not.toHaveProperty('supplierId');
      expect(record.supplierName).toBe(expected.get(t.bids.get(String(record.id))?.supplierId ?? ''));
    }
    expect(await board(project.id)).toEqual(running);

    await t.projects.update(project.id, { status: 8 });
    const ended = await board(project.id);
    for (const record of ended.data.records) {
      const bid = t.bids.get(String(record.id));
      expect(record).toMatchObject({ supplierId: bid?.supplierId, supplierName: bid?.supplierName });
    }
  });

  it('keeps the goods lines’ prices and the bids’ export anonymous too while it runs', async () => {
    await pageProjects({ query: { current: 1, size: 1 } });
    const project = contested();
    const bids = t.bids.all().filter((bid) => bid.projectId === project.id);
    const lines = await listBiddingGoodsByProject({ query: { projectId: project.id } });
    const quotes = lines.flatMap((line) => line.quotes);
    expect(quotes.length).toBeGreaterThan(0);
    for (const quote of quotes) {
      expect(quote).not.toHaveProperty('supplierId');
      expect(quote.supplierName).toMatch(/^供应商\d+$/);
    }
    const file = await exportBiddingDetails({ path: { id: project.id } });
    const zipped = new Uint8Array(await (file as unknown as { blob: Blob }).blob.arrayBuffer());
    const sheet = strFromU8(unzipSync(zipped)['xl/worksheets/sheet1.xml'] ?? new Uint8Array());
    expect(sheet).toContain('供应商1');
    for (const bid of bids) expect(sheet).not.toContain(bid.supplierName);
  });

  it('shows a supplier its own bids only, under its own name', async () => {
    await pageProjects({ query: { current: 1, size: 1 } });
    const project = contested();
    await login('gys01');
    const { data } = await board(project.id);
    expect(data.records.length).toBeGreaterThan(0);
    const own = t.bids.all().find((bid) => bid.projectId === project.id && bid.supplierId === seededOrgs.supplier);
    for (const record of data.records)
      expect(record).toMatchObject({ supplierId: seededOrgs.supplier, supplierName: own?.supplierName });
  });
});
