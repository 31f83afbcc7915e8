// Picketage per goods line: each line of a closed project goes to the bid chosen for it, so several suppliers may win
// one project, each with a result and then a contract of its own lines; a choice that leaves a line out or passes a
// line's lowest price over without a reason changes nothing.
import {
  auditProjectCertificate,
  confirmPicketageResult,
  createProject,
  createProjectCertificate,
  createProjectContract,
  getProjectAndPicketageInfo,
  getProjectContract,
  pickAuctionWinner,
  saveBid,
  saveBiddingRules,
  uploadPicketageApplySourceId,
} from '@zc/sdk';
import { afterEach, expect, it, vi } from 'vitest';
import { formatDateTime } from '../src/engine/random.ts';
import { platformTables } from '../src/tables/platform.ts';
import { projectTables as t } from '../src/tables/projects.ts';
import { login, withSession } from './support.ts';

withSession('xiangmu01');
afterEach(() => {
  vi.useRealTimers();
});

const start = Date.now();
const inMinutes = (minutes: number) => formatDateTime(new Date(start + minutes * 60_000));

/** A published bidding project of two lines priced per line under 非最低价定标, gys01 and bendi01 passed for it. */
async function lineProject() {
  const form = {
    projectName: '2026年第四季度劳保用品竞价采购项目（分行定标）',
    projectType: 1 as const,
    registrationEndTime: inMinutes(10),
    startTime: inMinutes(20),
    endTime: inMinutes(30),
    depositRequired: 0 as const,
    goods: [
      { goodsName: '霍尼韦尔安全帽', unit: '顶', quantity: 10, budgetPrice: 100 },
      { goodsName: '代尔塔劳保手套', unit: '双', quantity: 20, budgetPrice: 50 },
    ],
  };
  const draft = await createProject({ body: form });
  await saveBiddingRules({
    body: { projectId: draft.id, quoteMode: 2, pickRule: 2, startPrice: 2000, minStep: 1, secondRound: 0 },
  });
  const project = await createProject({ body: { ...form, id: draft.id, submit: 1 } });
  const registrations: string[] = [];
  for (const account of ['gys01', 'bendi01']) {
    await login(account);
    const body = { projectId: project.id, contactName: '赵磊', contactPhone: '13520013456' };
    registrations.push((await createProjectCertificate({ body })).id);
  }
  await login('xiangmu01');
  for (const id of registrations) await auditProjectCertificate({ body: { id, auditStatus: 1 } });
  const [helmets, gloves] = (project.goods ?? []).map((line) => line.id ?? '');
  return { project, helmets: helmets ?? '', gloves: gloves ?? '' };
}

it('awards each line to its chosen bid: a result and a contract per winning supplier, each of its own lines', async () => {
  const { project, helmets, gloves } = await lineProject();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(start + 21 * 60_000);
  // gys01 is the cheaper for the helmets, bendi01 for the gloves.
  const bid = async (account: string, helmet: number, glove: number) => {
    await login(account);
    return saveBid({
      body: {
        projectId: project.id,
        round: 1,
        totalPrice: helmet * 10 + glove * 20,
        goods: [
          { projectGoodsId: helmets, unitPrice: helmet },
          { projectGoodsId: gloves, unitPrice: glove },
        ],
      },
    });
  };
  const gys = await bid('gys01', 90, 48);
  const bendi = await bid('bendi01', 95, 45);
  vi.setSystemTime(start + 31 * 60_000);
  await login('xiangmu01');
  const sourceId = platformTables.files.all()[0]?.id ?? '';
  const decide = (lines: { projectGoodsId: string; bidId: string }[], reason?: string) =>
    uploadPicketageApplySourceId({ path: { id: project.id }, body: { sourceId, lines, reason } });

  await expect(decide([{ projectGoodsId: helmets, bidId: gys.id }])).rejects.toMatchObject({
    msg: '请为“代尔塔劳保手套”选择一个中标报价',
  });
  const allToBendi = [
    { projectGoodsId: helmets, bidId: bendi.id },
    { projectGoodsId: gloves, bidId: bendi.id },
  ];
  await expect(decide(allToBendi)).rejects.toMatchObject({ msg: '选择非最低价中标时请填写理由' });
  expect(await getProjectAndPicketageInfo({ query: { projectId: project.id } })).toMatchObject({
    project: { status: 8 },
    picketages: [],
  });

  await decide([
    { projectGoodsId: helmets, bidId: gys.id },
    { projectGoodsId: gloves, bidId: bendi.id },
  ]);
  const info = await getProjectAndPicketageInfo({ query: { projectId: project.id } });
  expect(info.project.status).toBe(10);
  const resultOf = (bidId: string) => info.picketages.find((row) => row.bidId === bidId);
  expect(resultOf(gys.id)).toMatchObject({
    dealAmount: 900,
    goods: [{ goodsName: '霍尼韦尔安全帽', dealUnitPrice: 90 }],
  });
  expect(resultOf(bendi.id)).toMatchObject({
    dealAmount: 900,
    goods: [{ goodsName: '代尔塔劳保手套', dealUnitPrice: 45 }],
  });
  expect(info.picketages).toHaveLength(2);

  // Each winner accepts its result and signs a contract of its own lines.
  for (const [account, winner, goodsName] of [
    ['gys01', gys, '霍尼韦尔安全帽'],
    ['bendi01', bendi, '代尔塔劳保手套'],
  ] as const) {
    await login(account);
    await confirmPicketageResult({ body: { projectId: project.id, picketageId: resultOf(winner.id)?.id ?? '' } });
    const contract = await createProjectContract({ path: { id: project.id }, body: {} });
    const read = await getProjectContract({ path: { id: contract.id } });
    expect(read).toMatchObject({ supplierId: winner.supplierId, contractAmount: 900 });
    expect(read.goods?.map((line) => line.goodsName)).toEqual([goodsName]);
  }
});

it('awards an auction’s lines to other bids than the highest only with a reason', async () => {
  const auction = t.projects.all().find((row) => row.projectType === 3 && row.status === 8);
  if (!auction) throw new Error('no closed auction');
  const bids = t.bids.all().filter((row) => row.projectId === auction.id && row.status === 1 && row.round === 1);
  const lowest = [...bids].sort((a, b) => a.totalPrice - b.totalPrice)[0];
  const lines = t.projectGoods
    .all()
    .filter((line) => line.projectId === auction.id)
    .map((line) => ({ projectGoodsId: line.id, bidId: lowest?.id ?? '' }));
  const pick = (reason?: string) =>
    pickAuctionWinner({ body: { projectId: auction.id, bidId: lowest?.id ?? '', lines, reason } });
  await expect(pick()).rejects.toMatchObject({ msg: '选择非最高出价成交时请填写理由' });
  expect(t.projects.get(auction.id)?.status).toBe(8);
  const picked = await pick('最高出价方放弃竞得资格');
  expect(picked).toMatchObject({ supplierId: lowest?.supplierId, reason: '最高出价方放弃竞得资格' });
  expect(t.projects.get(auction.id)?.status).toBe(10);
});
