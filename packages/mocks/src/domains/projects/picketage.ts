// Picketage (定标) and what follows it: the purchaser's view of the bids per goods line and their export, the
// completed picketage application of a bidding or backhand project, the seller's pick of an auction's winner, the
// winning supplier's answer, the contract made from a confirmed result, the deal goods and the contract lists.

import { bidStatusLabels, picketageStatusLabels, projectStatusLabels } from '@zc/sdk/labels';
import { clockNow } from '../../engine/clock.ts';
import { twoDecimals } from '../../engine/decimals.ts';
import { defineHandlers } from '../../engine/define.ts';
import type { Entity } from '../../engine/entities.ts';
import type { TokenClaims } from '../../engine/jwt.ts';
import { contains, equals, newestFirst, paginate } from '../../engine/paging.ts';
import { formatDate, newId, now } from '../../engine/random.ts';
import { fail } from '../../engine/store.ts';
import { xlsxExport } from '../../engine/xlsx.ts';
import { platformTables } from '../../tables/platform.ts';
import { projectTables as t } from '../../tables/projects.ts';
import { currentUser } from '../accounts/session.ts';
import {
  anonymousBidders,
  auctionOf,
  type Bid,
  better,
  bidsOf,
  buyerOf,
  dealLines,
  goodsOf,
  ownProject,
  type Project,
  picketagesOf,
  projectOf,
  ranking,
  supplierOf,
  view,
} from './shared.ts';

type Picketage = Entity<'Picketage'>;
type Contract = Entity<'ProjectContract'>;

const contractPrefix: Record<number, string> = { 1: 'JJ', 2: 'FP', 3: 'PM' };

/** The round a project's picketage looks at: the second when the rules have one and it was reached. */
const lastRound = (project: Project) => (project.status === 7 || project.currentRound === 2 ? 2 : 1);

/** Why the project cannot be decided now (picketage application or auction pick), or null. */
function undecidable(project: Project): string | null {
  if (project.status === 12) return '项目已取消，不能定标';
  if (project.status === 11) return '项目已流标，不能定标';
  if (project.status === 10) return '项目已定标，不能重复定标';
  if (project.status < 8) return `项目当前为“${projectStatusLabels[project.status]}”，竞价结束后才能定标`;
  return null;
}

/** The bid the purchaser chose to win (the lowest unless another is chosen, with a reason, under 非最低价定标). */
function chosenWinner(project: Project, lowest: Bid, choice: { bidId?: string; reason?: string }): Bid {
  if (!choice.bidId || choice.bidId === lowest.id) return lowest;
  const bid = t.bids.require(choice.bidId, '报价');
  if (bid.projectId !== project.id) fail('报价不属于该项目');
  if (bid.status !== 1 || bid.round !== lowest.round) fail('只能选择最后一轮的有效报价');
  if (project.rules?.pickRule !== 2) fail('该项目按最低价中标，不能选择其他报价');
  if (!choice.reason?.trim()) fail('选择非最低价中标时请填写理由');
  return bid;
}

async function history(
  picketage: Picketage,
  action: Entity<'PicketageHis'>['action'],
  operatorName: string,
  opinion?: string,
) {
  await t.picketageHistory.insert({
    id: newId(),
    projectId: picketage.projectId,
    picketageId: picketage.id,
    action,
    supplierName: picketage.supplierName,
    dealAmount: picketage.dealAmount,
    operatorName,
    ...(opinion ? { opinion } : {}),
    createTime: now(),
  });
}

/** A picketage result for a bid, with the goods lines it wins. */
async function decide(project: Project, bid: Bid, extra: { projectGoodsIds?: string[]; reason?: string }) {
  const goods = dealLines(project, bid, extra.projectGoodsIds);
  const best = ranking(project, bid.round)[0];
  const picketage = await t.picketages.insert({
    id: newId(),
    projectId: project.id,
    projectName: project.projectName,
    bidId: bid.id,
    supplierId: bid.supplierId,
    supplierName: bid.supplierName,
    round: bid.round,
    dealAmount: extra.projectGoodsIds?.length
      ? twoDecimals(goods.reduce((sum, line) => sum + line.dealTotalPrice, 0))
      : bid.totalPrice,
    minPrice: best?.id === bid.id,
    ...(extra.reason ? { reason: extra.reason } : {}),
    status: 0,
    picketageTime: now(),
    goods,
  });
  await t.projects.update(project.id, { status: 10, updateTime: now() });
  return picketage;
}

/**
 * Picketage per goods line: every line of the project is won by the bid chosen for it, and each winning bid becomes a
 * result of its own lines. A line won by another than its best price needs the reason; buying under 最低价中标 it is
 * refused. Answers the results in the order of their first line.
 */
async function decideLines(project: Project, lines: Entity<'LineWinner'>[], reason: string | undefined) {
  const auction = project.projectType === 3;
  const round = lastRound(project);
  const summary = goodsSummary(project, round);
  const unknown = lines.find((line) => !summary.some((row) => row.projectGoodsId === line.projectGoodsId));
  if (unknown) fail('成交标的不属于该项目');
  const missing = summary.find(
    (row) => lines.filter((line) => line.projectGoodsId === row.projectGoodsId).length !== 1,
  );
  if (missing) fail(`请为“${missing.goodsName}”选择一个中标${auction ? '出价' : '报价'}`);
  const winners = new Map<string, { bid: Bid; goodsIds: string[]; best: boolean }>();
  for (const line of lines) {
    const bid = t.bids.require(line.bidId, auction ? '出价' : '报价');
    if (bid.projectId !== project.id) fail(auction ? '出价不属于该项目' : '报价不属于该项目');
    if (bid.status !== 1 || bid.round !== round) fail(`只能选择最后一轮的有效${auction ? '出价' : '报价'}`);
    const best = summary.find((row) => row.projectGoodsId === line.projectGoodsId)?.quotes[0]?.bidId === bid.id;
    if (!best && !auction && project.rules?.pickRule !== 2) fail('该项目按最低价中标，不能选择其他报价');
    if (!best && !reason) fail(auction ? '选择非最高出价成交时请填写理由' : '选择非最低价中标时请填写理由');
    const winner = winners.get(bid.id) ?? { bid, goodsIds: [], best: true };
    winner.goodsIds.push(line.projectGoodsId);
    winner.best &&= best;
    winners.set(bid.id, winner);
  }
  const results: Picketage[] = [];
  // A bid winning every line wins the whole project: its price is its total, not the sum of its lines' shares.
  for (const { bid, goodsIds, best } of winners.values())
    results.push(
      await decide(project, bid, {
        ...(goodsIds.length < summary.length ? { projectGoodsIds: goodsIds } : {}),
        ...(!best && reason ? { reason } : {}),
      }),
    );
  return results;
}

/** The winning supplier's answer to a picketage result. */
async function answer(
  session: TokenClaims | null,
  body: Entity<'SupplierPicketageResultRequest'>,
  accept: boolean,
): Promise<true> {
  const supplier = supplierOf(session);
  const picketage = t.picketages.require(body.picketageId, '定标结果');
  if (picketage.projectId !== body.projectId) fail('定标结果不属于该项目');
  if (picketage.supplierId !== supplier.id) fail('无权答复其他供应商的定标结果', 403);
  const project = projectOf(picketage.projectId);
  if (project.status === 12) fail(`项目已取消，不能${accept ? '确认' : '拒绝'}定标结果`);
  if (project.status !== 10) fail(`项目当前为“${projectStatusLabels[project.status]}”，不能答复定标结果`);
  // The supplier answering reads its own answer without its name: 定标结果已确认.
  if (picketage.status !== 0)
    fail(`定标结果${picketageStatusLabels[picketage.status].replace(/^供应商/, '')}，不能重复答复`);
  const opinion = body.opinion?.trim();
  if (!accept && !opinion) fail('拒绝定标结果时请填写原因');
  await t.picketages.update(picketage.id, {
    status: accept ? 1 : 2,
    confirmTime: now(),
    ...(opinion ? { supplierOpinion: opinion } : {}),
  });
  await history(picketage, accept ? 4 : 5, supplier.name, opinion ?? (accept ? '确认定标结果' : undefined));
  return true;
}

/** The contract of a confirmed picketage result, made by the winning supplier (or, for an auction, the seller). */
async function makeContract(
  session: TokenClaims | null,
  projectId: string,
  form: Entity<'ProjectContractCreateRequest'>,
  auction: boolean,
): Promise<Contract> {
  const user = currentUser(session);
  const project = auction ? auctionOf(projectId) : projectOf(projectId);
  if (!auction && project.projectType === 3) fail('拍卖项目请通过拍卖合同生成');
  const supplierId = user.userType !== 0 ? supplierOf(session).id : undefined;
  if (supplierId === undefined) {
    // The seller of an auction (or the administrator).
    const buyer = buyerOf(session);
    if (!auction) fail('项目合同由中标供应商生成', 403);
    if (!buyer.admin && project.purchaserOrgId !== buyer.orgId) fail('无权操作其他单位的项目', 403);
  }
  if (project.status === 12) fail('项目已取消，不能生成合同');
  if (project.status !== 10) fail(`项目当前为“${projectStatusLabels[project.status]}”，定标后才能生成合同`);
  const mine = picketagesOf(project.id).filter((row) => supplierId === undefined || row.supplierId === supplierId);
  const picketage = form.picketageId
    ? t.picketages.require(form.picketageId, '定标结果')
    : (mine.find((row) => row.status === 1) ?? mine[0]);
  if (!picketage) fail('您在该项目没有定标结果');
  if (picketage.projectId !== project.id) fail('定标结果不属于该项目');
  if (supplierId !== undefined && picketage.supplierId !== supplierId) fail('无权为其他供应商的定标结果生成合同', 403);
  if (picketage.status === 0) fail('请先确认定标结果再生成合同');
  if (picketage.status === 2) fail('定标结果已被拒绝，不能生成合同');
  if (picketage.status === 3) fail('该定标结果已生成合同，请勿重复生成');
  if (picketage.status === 4) fail('定标结果已作废，不能生成合同');
  const files = (form.fileIds ?? []).map((id) => platformTables.files.require(id, `文件 ${id}`));
  const serial = String(t.contracts.count() + 1).padStart(4, '0');
  const contract = await t.contracts.insert({
    id: newId(),
    contractNo: `HT-${contractPrefix[project.projectType] ?? 'XM'}-${formatDate(clockNow()).replaceAll('-', '')}${serial}`,
    projectId: project.id,
    projectName: project.projectName,
    projectType: project.projectType,
    picketageId: picketage.id,
    supplierId: picketage.supplierId,
    supplierName: picketage.supplierName,
    purchaserOrgId: project.purchaserOrgId,
    purchaserOrgName: project.purchaserOrgName,
    contractAmount: picketage.dealAmount,
    // The winning supplier draws the contract up and signs it first (供应商已签); the seller's draft waits (待签订).
    status: supplierId === undefined ? 0 : 1,
    files,
    createTime: now(),
  });
  await t.picketages.update(picketage.id, { status: 3 });
  await history(picketage, 6, user.fullName, `生成合同 ${contract.contractNo}`);
  return contract;
}

/** The deal goods of a project the caller may see: a supplier its own lines, the purchaser all of them. */
function dealGoods(session: TokenClaims | null, project: Project, supplierId: string | undefined) {
  const user = currentUser(session);
  if (user.userType === 0) ownProject(session, project.id);
  const only = user.userType !== 0 ? user.orgId : supplierId;
  return picketagesOf(project.id)
    .filter((row) => row.status !== 2 && row.status !== 4 && equals(row.supplierId, only))
    .flatMap((row) => row.goods ?? []);
}

/** Each goods line with every supplier's latest valid price for it, best first. */
function goodsSummary(project: Project, round: number): Entity<'GoodsBidSummary'>[] {
  const bids = ranking(project, round);
  const order = better(project);
  return goodsOf(project.id).map((line) => {
    const quotes = bids
      .map((bid) => {
        const [deal] = dealLines(project, bid, [line.id]);
        return {
          supplierId: bid.supplierId,
          supplierName: bid.supplierName,
          bidId: bid.id,
          unitPrice: deal?.dealUnitPrice ?? 0,
          totalPrice: deal?.dealTotalPrice ?? 0,
          bidTime: bid.bidTime,
        };
      })
      .sort((a, b) => order(a.unitPrice, b.unitPrice))
      .map((quote, index) => ({ ...quote, rank: index + 1 }));
    return {
      projectGoodsId: line.id,
      goodsName: line.goodsName,
      ...(line.spec ? { spec: line.spec } : {}),
      unit: line.unit,
      quantity: line.quantity,
      ...(line.budgetPrice !== undefined ? { budgetPrice: line.budgetPrice } : {}),
      ...(quotes[0] ? { bestPrice: quotes[0].unitPrice } : {}),
      quotes,
    };
  });
}

function picketageInfo(session: TokenClaims | null, id: string): Entity<'ProjectAndPicketageInfo'> {
  const { project } = ownProject(session, id);
  return {
    project: view(project, true),
    bids: ranking(project, lastRound(project)),
    picketages: newestFirst(picketagesOf(project.id), 'picketageTime'),
  };
}

export type ContractQuery = { projectName?: string; contractNo?: string; status?: number; supplierName?: string };

export const contractMatches = (row: Contract, q: ContractQuery) =>
  contains(row.projectName, q.projectName) &&
  contains(row.contractNo, q.contractNo) &&
  equals(row.status, q.status) &&
  contains(row.supplierName, q.supplierName);

function supplierContracts(
  session: TokenClaims | null,
  q: ContractQuery & { current?: number; size?: number },
  type: (projectType: number) => boolean,
) {
  const supplier = supplierOf(session);
  const rows = t.contracts
    .all()
    .filter((row) => row.supplierId === supplier.id && type(row.projectType) && contractMatches(row, q));
  return paginate(newestFirst(rows, 'createTime'), q);
}

/** The goods lines' prices as the caller may read them: the bidders anonymous to the purchaser while the project runs. */
function shownSummary(session: TokenClaims | null, project: Project, round: number): Entity<'GoodsBidSummary'>[] {
  const aliases = anonymousBidders(session, project);
  if (!aliases) return goodsSummary(project, round);
  return goodsSummary(project, round).map((line) => ({
    ...line,
    quotes: line.quotes.map(({ supplierId, ...quote }) => ({
      ...quote,
      supplierName: aliases.get(supplierId ?? '') ?? '供应商',
    })),
  }));
}

export const picketageHandlers = defineHandlers({
  getProjectAndPicketageInfo: ({ input, session }) => picketageInfo(session, input.query.projectId),
  getAuctionPicketage: ({ input, session }) => picketageInfo(session, auctionOf(input.path.id).id),
  listBiddingGoodsByProject: ({ input, session }) => {
    const { project } = ownProject(session, input.query.projectId);
    return shownSummary(session, project, input.query.round ?? lastRound(project));
  },
  listAuctionBiddingGoodsByProject: ({ input, session }) => {
    const { project } = ownProject(session, auctionOf(input.query.projectId).id);
    return shownSummary(session, project, 1);
  },
  exportBiddingDetails: ({ input, session }) => {
    const { project } = ownProject(session, input.path.id);
    const aliases = anonymousBidders(session, project);
    const rows = [...bidsOf(project.id)]
      .map((bid) => (aliases ? { ...bid, supplierName: aliases.get(bid.supplierId) ?? '供应商' } : bid))
      .sort(
        (a, b) =>
          a.round - b.round || a.bidTime.localeCompare(b.bidTime) || a.supplierName.localeCompare(b.supplierName),
      );
    return xlsxExport<Bid>(
      `竞价明细_${project.projectNo}`,
      [
        ['项目编号', () => project.projectNo],
        ['项目名称', () => project.projectName],
        ['供应商', (bid) => bid.supplierName],
        ['轮次', (bid) => `第${bid.round}轮`],
        ['报价（元）', (bid) => bid.totalPrice],
        ['状态', (bid) => bidStatusLabels[bid.status]],
        ['出价时间', (bid) => bid.bidTime],
        ['撤回时间', (bid) => bid.revokeTime ?? ''],
        ['备注', (bid) => bid.remark ?? ''],
      ],
      rows,
    );
  },
  uploadPicketageApplySourceId: async ({ input, session }) => {
    const { buyer, project } = ownProject(session, input.path.id);
    if (project.projectType === 3) fail('拍卖项目请在成交确认中选定竞得人');
    const refusal = undecidable(project);
    if (refusal) fail(refusal);
    const { sourceId } = input.body;
    if (!platformTables.files.get(sourceId) && !platformTables.processInstances.get(sourceId))
      fail('定标申请不存在，请先上传签字的定标申请或完成定标审批');
    const [lowest] = ranking(project, lastRound(project));
    if (!lowest) fail('项目没有有效报价，请作流标处理');
    const reason = input.body.reason?.trim();
    const winner = input.body.lines ? undefined : chosenWinner(project, lowest, input.body);
    const picketages = winner
      ? [await decide(project, winner, winner.id !== lowest.id && reason ? { reason } : {})]
      : await decideLines(project, input.body.lines ?? [], reason);
    await t.projects.update(project.id, { picketageApplySourceId: sourceId });
    for (const picketage of picketages) {
      await history(picketage, 1, buyer.user.fullName, picketage.reason ?? '提交定标申请');
      await history(picketage, 2, buyer.user.fullName, '定标申请已完成审批');
    }
    return true;
  },
  pickAuctionWinner: async ({ input, session }) => {
    const { projectId, bidId, projectGoodsIds, reason, lines: winners } = input.body;
    const { buyer, project } = ownProject(session, auctionOf(projectId).id);
    const refusal = undecidable(project);
    if (refusal) fail(refusal.replace('竞价', '拍卖'));
    if (winners) {
      const picketages = await decideLines(project, winners, reason?.trim());
      for (const picketage of picketages)
        await history(picketage, 1, buyer.user.fullName, picketage.reason ?? '按最高价成交');
      return picketages[0] as Picketage;
    }
    const bid = t.bids.require(bidId, '出价');
    if (bid.projectId !== project.id) fail('出价不属于该项目');
    if (bid.status !== 1) fail(`该出价${bidStatusLabels[bid.status]}，只能选择有效出价`);
    const highest = ranking(project, bid.round)[0];
    if (highest && highest.id !== bid.id && !reason?.trim()) fail('选择非最高出价成交时请填写理由');
    const reserve = project.rules?.reservePrice;
    if (reserve !== undefined && bid.totalPrice < reserve) fail('该出价低于保留价，不能成交');
    const lines = goodsOf(project.id);
    const unknown = (projectGoodsIds ?? []).find((id) => !lines.some((line) => line.id === id));
    if (unknown) fail('成交标的不属于该项目');
    const picketage = await decide(project, bid, {
      ...(projectGoodsIds?.length ? { projectGoodsIds } : {}),
      ...(reason?.trim() ? { reason: reason.trim() } : {}),
    });
    await history(picketage, 1, buyer.user.fullName, reason?.trim() || '按最高价成交');
    return picketage;
  },
  listPicketageHistory: ({ input, session }) => {
    const user = currentUser(session);
    const project = projectOf(input.path.id);
    if (user.userType === 0) ownProject(session, project.id);
    return t.picketageHistory
      .all()
      .filter(
        (row) =>
          row.projectId === project.id &&
          (user.userType === 0 || t.picketages.get(row.picketageId)?.supplierId === user.orgId),
      )
      .sort((a, b) => a.createTime.localeCompare(b.createTime));
  },
  confirmPicketageResult: ({ input, session }) => answer(session, input.body, true),
  rejectPicketageResult: ({ input, session }) => answer(session, input.body, false),
  createProjectContract: ({ input, session }) => makeContract(session, input.path.id, input.body, false),
  createAuctionProjectContract: ({ input, session }) => {
    if (!input.body.projectId) fail('请指定拍卖项目');
    return makeContract(session, input.body.projectId, input.body, true);
  },
  listDealGoods: ({ input, session }) => dealGoods(session, projectOf(input.query.projectId), input.query.supplierId),
  listAuctionDealGoods: ({ input, session }) =>
    dealGoods(session, auctionOf(input.query.projectId), input.query.supplierId),
  pageSupplierProjectContracts: ({ input, session }) => {
    const q = input.query ?? {};
    return supplierContracts(session, q, (type) => (q.projectType === undefined ? type !== 3 : type === q.projectType));
  },
  pageSupplierAuctionContracts: ({ input, session }) =>
    supplierContracts(session, input.query ?? {}, (type) => type === 3),
});
