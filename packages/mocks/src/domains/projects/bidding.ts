// The supplier side of bidding (竞价) and backhand (反拍) projects: project sheets, rules, goods, registration
// standing, bids (check, save, revoke) and the bidding history.

import { twoDecimals } from '../../engine/decimals.ts';
import { defineHandlers } from '../../engine/define.ts';
import type { Entity } from '../../engine/entities.ts';
import type { TokenClaims } from '../../engine/jwt.ts';
import { contains, equals, newestFirst, paginate } from '../../engine/paging.ts';
import { newId, now } from '../../engine/random.ts';
import { fail } from '../../engine/store.ts';
import { projectTables as t } from '../../tables/projects.ts';
import { currentUser } from '../accounts/session.ts';
import {
  anonymousBidders,
  auctionOf,
  type Bid,
  bidsOf,
  certificateOf,
  goodsOf,
  ownProject,
  type Project,
  projectOf,
  ranking,
  supplierOf,
  view,
  withRank,
  yuan,
} from './shared.ts';

type BidForm = Entity<'BidBiddingForm'>;

/** The open round's times of a project. */
const roundTimes = (project: Project) =>
  project.currentRound === 2 && project.secondRoundStartTime
    ? { start: project.secondRoundStartTime, end: project.secondRoundEndTime ?? project.secondRoundStartTime }
    : { start: project.startTime ?? '', end: project.endTime ?? '' };

/** Why the project takes no bid now, or null while its round is open. */
function closedReason(project: Project): string | null {
  if (project.status >= 8) return '项目已结束，不能出价';
  if (project.status < 6) return '项目尚未开始竞价，不能出价';
  const { start, end } = roundTimes(project);
  const time = now();
  if (time < start) return '本轮竞价尚未开始，不能出价';
  if (time > end) return '项目已结束，不能出价';
  return null;
}

/** Why the supplier may not bid in the project, or null. */
function standingReason(project: Project, supplierId: string): string | null {
  const certificate = certificateOf(project.id, supplierId);
  if (!certificate) return '您未报名该项目，不能出价';
  if (certificate.auditStatus !== 1) return '报名审核未通过，不能出价';
  if (project.depositRequired === 1 && certificate.depositStatus !== 3) return '保证金未缴纳或未确认，不能出价';
  return null;
}

/** Why an auction bid is refused by the price rules, or null. */
function auctionProblem(price: number, highest: number | undefined, rules: Project['rules']): string | null {
  const minStep = rules?.minStep ?? 0;
  if (highest === undefined)
    return rules?.startPrice !== undefined && price < rules.startPrice
      ? `出价不能低于起拍价 ${yuan(rules.startPrice)} 元`
      : null;
  if (price < highest + minStep - 0.001) return `出价须比当前最高价（${yuan(highest)} 元）至少高出 ${yuan(minStep)} 元`;
  if (rules?.maxStep !== undefined && price - highest > rules.maxStep + 0.001)
    return `单次加价幅度不能超过 ${yuan(rules.maxStep)} 元`;
  return null;
}

/** Checks a bid: refuses when the project or the supplier's standing forbids it; reports a price problem. */
function assess(session: TokenClaims | null, form: BidForm, auction: boolean) {
  const supplier = supplierOf(session);
  const project = projectOf(form.projectId);
  if (auction && project.projectType !== 3) fail('该项目不是拍卖项目');
  if (!auction && project.projectType === 3) fail('拍卖项目请在拍卖大厅出价');
  const closed = closedReason(project);
  if (closed) fail(closed);
  const standing = standingReason(project, supplier.id);
  if (standing) fail(standing);
  if (form.round !== (project.currentRound ?? 1))
    fail(`当前为第${project.currentRound ?? 1}轮报价，不能提交第${form.round}轮报价`);
  const rules = project.rules;
  const ranked = ranking(project, form.round);
  const last = ranked.find((bid) => bid.supplierId === supplier.id);
  const minStep = rules?.minStep ?? 0;
  const highest = ranked[0]?.totalPrice;
  // Bidding and backhand: under the ceiling, then below the supplier's last bid by the step. Auction: from the
  // starting price, then above the highest bid by the step.
  const ceiling = auction
    ? highest !== undefined
      ? twoDecimals(highest + minStep)
      : rules?.startPrice
    : last
      ? twoDecimals(last.totalPrice - minStep)
      : rules?.startPrice;
  let problem: string | null = null;
  const lines = goodsOf(project.id);
  if (form.goods?.length) {
    const unknown = form.goods.find((line) => !lines.some((row) => row.id === line.projectGoodsId));
    if (unknown) fail('报价商品不属于该项目');
    const sum = twoDecimals(
      form.goods.reduce(
        (total, line) => total + line.unitPrice * (lines.find((row) => row.id === line.projectGoodsId)?.quantity ?? 0),
        0,
      ),
    );
    if (Math.abs(sum - form.totalPrice) > 0.01) problem = `商品报价合计 ${yuan(sum)} 元与总价不一致`;
  } else if (rules?.quoteMode === 2) problem = '单品报价项目须填写每个商品的单价';
  if (auction) problem ??= auctionProblem(form.totalPrice, highest, rules);
  else if (!problem && !last && rules?.startPrice !== undefined && form.totalPrice > rules.startPrice)
    problem = `报价不能高于最高限价 ${yuan(rules.startPrice)} 元`;
  else if (!problem && last && form.totalPrice > last.totalPrice - minStep + 0.001)
    problem = `本次报价须比上次报价（${yuan(last.totalPrice)} 元）至少降低 ${yuan(minStep)} 元`;
  else if (
    !problem &&
    last &&
    rules?.maxStep !== undefined &&
    last.totalPrice - form.totalPrice > rules.maxStep + 0.001
  )
    problem = `单次降价幅度不能超过 ${yuan(rules.maxStep)} 元`;
  return { supplier, project, last, problem, best: ranked[0]?.totalPrice, ceiling };
}

const mask = (name: string) =>
  name.length <= 6 ? `${name.slice(0, 1)}****` : `${name.slice(0, 2)}****${name.slice(-4)}`;

function checkAnswer(session: TokenClaims | null, form: BidForm, auction: boolean): Entity<'BidCheckResult'> {
  const { problem, best, ceiling, last, project } = assess(session, form, auction);
  const drop = last ? twoDecimals(last.totalPrice - form.totalPrice) : 0;
  return {
    pass: !problem,
    message:
      problem ??
      (last && !auction
        ? `本次报价较上次降幅为 ${yuan(drop)} 元，确认提交？`
        : `本次报价 ${yuan(form.totalPrice)} 元，确认提交？`),
    ...(best !== undefined && project.rules?.showBestPrice !== 0 ? { bestPrice: best } : {}),
    ...(ceiling !== undefined ? { allowedPrice: ceiling } : {}),
  };
}

async function saveAnswer(session: TokenClaims | null, form: BidForm, auction: boolean): Promise<Bid> {
  const { supplier, project, problem } = assess(session, form, auction);
  if (problem) fail(problem);
  const lines = goodsOf(project.id);
  for (const earlier of bidsOf(project.id))
    if (earlier.supplierId === supplier.id && earlier.round === form.round && earlier.status === 1)
      await t.bids.update(earlier.id, { status: 3 });
  const bid = await t.bids.insert({
    id: newId(),
    projectId: project.id,
    projectName: project.projectName,
    projectType: project.projectType,
    supplierId: supplier.id,
    supplierName: supplier.name,
    round: form.round,
    totalPrice: form.totalPrice,
    status: 1,
    bidTime: now(),
    ...(form.goods?.length
      ? {
          goods: form.goods.map((line) => {
            const row = lines.find((goods) => goods.id === line.projectGoodsId);
            return {
              projectGoodsId: line.projectGoodsId,
              goodsName: row?.goodsName ?? '',
              spec: row?.spec,
              unit: row?.unit ?? '',
              quantity: row?.quantity ?? 0,
              brandName: line.brandName ?? row?.brandName,
              unitPrice: line.unitPrice,
              totalPrice: twoDecimals(line.unitPrice * (row?.quantity ?? 0)),
            };
          }),
        }
      : {}),
    ...(form.remark ? { remark: form.remark } : {}),
  });
  return withRank(project, bid);
}

function history(
  session: TokenClaims | null,
  q: { projectId: string; round?: 1 | 2; current?: number; size?: number },
) {
  const supplier = supplierOf(session);
  const project = projectOf(q.projectId);
  const rows = newestFirst(
    bidsOf(project.id).filter((bid) => equals(bid.round, q.round)),
    'bidTime',
  ).map((bid) => {
    const own = bid.supplierId === supplier.id;
    return {
      id: bid.id,
      projectId: bid.projectId,
      supplierName: own ? bid.supplierName : mask(bid.supplierName),
      own,
      round: bid.round,
      totalPrice: bid.totalPrice,
      status: bid.status,
      bidTime: bid.bidTime,
    };
  });
  return paginate(rows, q);
}

function ownBids(
  session: TokenClaims | null,
  q: { projectId: string; round?: 1 | 2; current?: number; size?: number },
) {
  const supplier = supplierOf(session);
  const project = projectOf(q.projectId);
  const rows = newestFirst(
    bidsOf(project.id).filter((bid) => bid.supplierId === supplier.id && equals(bid.round, q.round)),
    'bidTime',
  );
  const page = paginate(rows, q);
  return { ...page, records: page.records.map((bid) => withRank(project, bid)) };
}

function supplierProjects(
  session: TokenClaims | null,
  q: { status?: number; projectName?: string; projectNo?: string; joined?: 0 | 1; current?: number; size?: number },
  type: (projectType: number) => boolean,
) {
  const supplier = supplierOf(session);
  const rows = t.projects
    .all()
    .filter(
      (project) =>
        project.status >= 3 &&
        type(project.projectType) &&
        equals(project.status, q.status) &&
        contains(project.projectName, q.projectName) &&
        contains(project.projectNo, q.projectNo) &&
        (q.joined === undefined || (certificateOf(project.id, supplier.id) ? 1 : 0) === q.joined),
    );
  const page = paginate(newestFirst(rows, 'createTime'), q);
  return { ...page, records: page.records.map((project) => view(project)) };
}

/** Registrations the caller sees: a supplier its own, the platform's and purchasers' users every one. */
function certificates(
  session: TokenClaims | null,
  q: {
    projectId?: string;
    projectName?: string;
    auditStatus?: number;
    depositStatus?: number;
    supplierName?: string;
    current?: number;
    size?: number;
  },
  type: (projectType: number) => boolean,
) {
  const user = currentUser(session);
  const rows = t.certificates
    .all()
    .filter(
      (row) =>
        (user.userType === 0 || row.supplierId === user.orgId) &&
        type(row.projectType) &&
        equals(row.projectId, q.projectId) &&
        contains(row.projectName, q.projectName) &&
        equals(row.auditStatus, q.auditStatus) &&
        equals(row.depositStatus, q.depositStatus) &&
        contains(row.supplierName, q.supplierName),
    )
    .map((row) => ({ ...row, projectStatus: projectOf(row.projectId).status }));
  return paginate(newestFirst(rows, 'createTime'), q);
}

export const biddingHandlers = defineHandlers({
  listProjectCertificates: ({ input, session }) => {
    const q = input.query ?? {};
    return certificates(session, q, (type) => (q.projectType === undefined ? type !== 3 : type === q.projectType));
  },
  listAuctionProjectCertificates: ({ input, session }) =>
    certificates(session, input.query ?? {}, (type) => type === 3),
  getProjectCertificateDetail: ({ input, session }) => {
    const user = currentUser(session);
    const row = t.certificates.require(input.path.id, '报名记录');
    if (user.userType !== 0 && row.supplierId !== user.orgId) fail('无权查看该报名记录', 403);
    return { ...row, projectStatus: projectOf(row.projectId).status };
  },
  pageSupplierBiddingProjects: ({ input, session }) => {
    const q = input.query ?? {};
    return supplierProjects(session, q, (type) => (q.projectType === undefined ? type !== 3 : type === q.projectType));
  },
  pageSupplierAuctionProjects: ({ input, session }) =>
    supplierProjects(session, input.query ?? {}, (type) => type === 3),
  getAuctionProjectInfo: ({ input }) => view(auctionOf(input.path.id), true),
  listAuctionProjectGoods: ({ input }) => goodsOf(auctionOf(input.path.id).id),
  checkBid: ({ input, session }) => checkAnswer(session, input.body, false),
  saveBid: ({ input, session }) => saveAnswer(session, input.body, false),
  checkAuctionBid: ({ input, session }) => checkAnswer(session, input.body, true),
  saveAuctionBid: ({ input, session }) => saveAnswer(session, input.body, true),
  listBidHistory: ({ input, session }) => history(session, input.query),
  listAuctionBidHistory: ({ input, session }) => history(session, input.query),
  listSupplierBids: ({ input, session }) => ownBids(session, input.query),
  listSupplierAuctionBids: ({ input, session }) => ownBids(session, input.query),
  getProjectOrderInfo: ({ input }) => view(projectOf(input.path.id), true),
  getSecondRoundTime: ({ input, session }) => {
    const project =
      currentUser(session).userType === 0
        ? ownProject(session, input.query.projectId).project
        : projectOf(input.query.projectId);
    return {
      projectId: project.id,
      secondRound: project.rules?.secondRound ?? 0,
      ...(project.secondRoundStartTime ? { secondRoundStartTime: project.secondRoundStartTime } : {}),
      ...(project.secondRoundEndTime ? { secondRoundEndTime: project.secondRoundEndTime } : {}),
      serverTime: now(),
    };
  },
  getBiddingRules: ({ input }) => {
    const project = projectOf(input.path.id);
    if (!project.rules) fail('该项目尚未设置竞价规则');
    return project.rules;
  },
  listProjectGoods: ({ input }) => goodsOf(projectOf(input.path.id).id),
  revokeBid: async ({ input, session }) => {
    const supplier = supplierOf(session);
    const bid = t.bids.require(input.path.id, '报价');
    if (bid.supplierId !== supplier.id) fail('无权撤回该报价', 403);
    if (bid.status === 2) fail('该报价已撤回，不能重复撤回');
    if (bid.status === 3) fail('该报价已失效，不能撤回');
    const closed = closedReason(projectOf(bid.projectId));
    if (closed) fail(closed === '项目已结束，不能出价' ? '项目已结束，不能撤回报价' : closed);
    await t.bids.update(bid.id, { status: 2, revokeTime: now() });
    return true;
  },
  countBidHistory: ({ input, session }) => {
    const supplier = supplierOf(session);
    const bids = bidsOf(projectOf(input.path.id).id);
    const last = newestFirst(bids, 'bidTime')[0];
    return {
      projectId: input.path.id,
      bidCount: bids.length,
      supplierCount: new Set(bids.map((bid) => bid.supplierId)).size,
      myBidCount: bids.filter((bid) => bid.supplierId === supplier.id).length,
      ...(last ? { lastBidTime: last.bidTime } : {}),
    };
  },
  // The purchaser reads every bid of its organisation's project, anonymous while it runs; a supplier only its own bids.
  pageProjectBids: ({ input, session }) => {
    const q = input.query;
    const user = currentUser(session);
    const project = user.userType === 0 ? ownProject(session, q.projectId).project : projectOf(q.projectId);
    const bidder = user.userType === 0 ? undefined : supplierOf(session).id;
    const aliases = anonymousBidders(session, project);
    const nameOf = (bid: Bid) => (aliases ? (aliases.get(bid.supplierId ?? '') ?? '供应商') : bid.supplierName);
    const shown = (bid: Bid): Entity<'BidBidding'> => {
      if (!aliases) return bid;
      const { supplierId: _hidden, ...anonymous } = bid;
      return { ...anonymous, supplierName: nameOf(bid) };
    };
    const rows = newestFirst(
      bidsOf(project.id).filter(
        (bid) =>
          equals(bid.supplierId, bidder) &&
          equals(bid.round, q.round) &&
          equals(bid.status, q.status) &&
          contains(nameOf(bid), q.supplierName),
      ),
      'bidTime',
    );
    const page = paginate(rows, q);
    return { ...page, records: page.records.map((bid) => shown(withRank(project, bid))) };
  },
  getSupplierProjectLink: ({ input, session }) => {
    const supplier = supplierOf(session);
    const project = projectOf(input.query.projectId);
    const certificate = certificateOf(project.id, supplier.id);
    const last = newestFirst(
      bidsOf(project.id).filter((bid) => bid.supplierId === supplier.id),
      'bidTime',
    )[0];
    return {
      projectId: project.id,
      supplierId: supplier.id,
      registered: Boolean(certificate),
      canBid: project.projectType !== 3 && !closedReason(project) && !standingReason(project, supplier.id),
      ...(certificate
        ? {
            certificateId: certificate.id,
            auditStatus: certificate.auditStatus,
            depositStatus: certificate.depositStatus,
            ...(certificate.contactName ? { contactName: certificate.contactName } : {}),
            ...(certificate.contactPhone ? { contactPhone: certificate.contactPhone } : {}),
          }
        : {}),
      ...(last ? { lastBid: withRank(project, last) } : {}),
    };
  },
  pageBiddingHall: ({ input, session }) => {
    const supplier = supplierOf(session);
    const q = input.query ?? {};
    const rows = t.projects
      .all()
      .filter(
        (project) =>
          certificateOf(project.id, supplier.id) &&
          (q.projectType === undefined ? project.projectType !== 3 : project.projectType === q.projectType) &&
          equals(project.status, q.status) &&
          contains(project.projectName, q.projectName),
      );
    const page = paginate(newestFirst(rows, 'createTime'), q);
    const serverTime = now();
    return {
      ...page,
      records: page.records.map((project) => {
        const round = project.currentRound ?? 1;
        const ranked = ranking(project, round);
        const mine = ranked.find((bid) => bid.supplierId === supplier.id);
        const { start, end } = roundTimes(project);
        return {
          projectId: project.id,
          projectNo: project.projectNo,
          projectName: project.projectName,
          projectType: project.projectType,
          status: project.status,
          purchaserOrgName: project.purchaserOrgName,
          currentRound: round,
          startTime: start,
          endTime: end,
          serverTime,
          ...(project.rules?.startPrice !== undefined ? { startPrice: project.rules.startPrice } : {}),
          ...(ranked[0] && project.rules?.showBestPrice !== 0 ? { bestPrice: ranked[0].totalPrice } : {}),
          ...(mine ? { myLastPrice: mine.totalPrice } : {}),
          ...(mine && project.rules?.showRank !== 0 ? { myRank: mine.rank } : {}),
          bidCount: bidsOf(project.id).filter((bid) => bid.status === 1).length,
        };
      }),
    };
  },
});

/** Seeded rows the contract requests and tests pick. */
export const pick = {
  /** A running project of the mode where gys01's organisation is registered with its deposit confirmed. */
  running: (type: 1 | 2 | 3, index = 0) =>
    t.projects.all().filter((project) => project.projectType === type && project.status === 6)[index] as Project,
  closed: (type: 1 | 2 | 3) => t.projects.all().find((p) => p.projectType === type && p.status === 8) as Project,
};
