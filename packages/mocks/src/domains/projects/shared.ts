// What the project handlers share: who the caller is (supplier, or purchaser/administrator), the project and its
// goods, registrations and bids, the ranking of bids, a project as answered, and the deal lines of a winning bid.

import { twoDecimals } from '../../engine/decimals.ts';
import type { Entity } from '../../engine/entities.ts';
import type { TokenClaims } from '../../engine/jwt.ts';
import { fail } from '../../engine/store.ts';
import { accountTables } from '../../tables/accounts.ts';
import { projectTables as t } from '../../tables/projects.ts';
import { currentUser } from '../accounts/session.ts';

export type Project = Entity<'Project'>;
/** A bid as stored, its supplier named. */
export type Bid = ReturnType<typeof t.bids.all>[number];
export type DealGoods = Entity<'DealGoods'>;

export const yuan = (value: number) => value.toFixed(2);

/** The word of a project mode in client routes (/bidding-add, /my-backhand…). */
export const routeWord: Record<number, string> = { 1: 'bidding', 2: 'backhand', 3: 'auction' };

/** The signed-in supplier's organisation. */
export function supplierOf(session: TokenClaims | null) {
  const user = currentUser(session);
  if (user.userType === 0) fail('仅供应商可操作', 403);
  const org = accountTables.orgs.get(user.orgId);
  return { id: user.orgId, name: org?.orgNameZh ?? user.fullName, user };
}

/** The signed-in purchaser-side user (the platform administrator included) and its organisation. */
export function buyerOf(session: TokenClaims | null) {
  const user = currentUser(session);
  if (user.userType !== 0) fail('仅采购单位或平台管理员可操作', 403);
  const admin = (user.roles ?? []).some((role) => role.roleCode === 'platform_admin');
  const org = accountTables.orgs.get(user.orgId);
  return { user, admin, orgId: user.orgId, orgName: org?.orgNameZh ?? user.orgName ?? '' };
}

export const projectOf = (id: string) => t.projects.require(id, '项目');

/** A project the purchaser-side caller may manage: its organisation's, or any for the administrator. */
export function ownProject(session: TokenClaims | null, id: string) {
  const buyer = buyerOf(session);
  const project = projectOf(id);
  if (!buyer.admin && project.purchaserOrgId !== buyer.orgId) fail('无权操作其他单位的项目', 403);
  return { buyer, project };
}

export function auctionOf(id: string) {
  const project = projectOf(id);
  if (project.projectType !== 3) fail('该项目不是拍卖项目');
  return project;
}

export const goodsOf = (projectId: string) => t.projectGoods.all().filter((row) => row.projectId === projectId);
export const bidsOf = (projectId: string) => t.bids.all().filter((bid) => bid.projectId === projectId);
export const certificateOf = (projectId: string, supplierId: string) =>
  t.certificates.all().find((row) => row.projectId === projectId && row.supplierId === supplierId);
export const picketagesOf = (projectId: string) => t.picketages.all().filter((row) => row.projectId === projectId);

/**
 * What a project's purchaser calls its bidders while it runs (before 已结束), or undefined once it has ended or for
 * anyone else: 供应商1, 供应商2… in the order of their first bid in the project, which later bids do not change, so that
 * nothing the purchaser reads names a bidder while it could still favour one. The administrator reads names.
 */
export function anonymousBidders(session: TokenClaims | null, project: Project): Map<string, string> | undefined {
  const user = currentUser(session);
  const admin = (user.roles ?? []).some((role) => role.roleCode === 'platform_admin');
  if (user.userType !== 0 || admin || project.status >= 8) return undefined;
  const aliases = new Map<string, string>();
  const byTime = [...bidsOf(project.id)].sort((a, b) => a.bidTime.localeCompare(b.bidTime) || a.id.localeCompare(b.id));
  for (const bid of byTime) if (!aliases.has(bid.supplierId)) aliases.set(bid.supplierId, `供应商${aliases.size + 1}`);
  return aliases;
}

/** Auctions rank the highest price first; bidding and backhand the lowest. */
export const better = (project: Project) => (a: number, b: number) => (project.projectType === 3 ? b - a : a - b);

/** Valid bids of a round, best first, with their rank. */
export function ranking(project: Project, round: number): Bid[] {
  const order = better(project);
  return bidsOf(project.id)
    .filter((bid) => bid.round === round && bid.status === 1)
    .sort((a, b) => order(a.totalPrice, b.totalPrice) || a.bidTime.localeCompare(b.bidTime))
    .map((bid, index) => ({ ...bid, rank: index + 1 }));
}

export const withRank = (project: Project, bid: Bid): Bid =>
  ranking(project, bid.round).find((ranked) => ranked.id === bid.id) ?? bid;

/** A project as answered: counts and best price computed from the registrations and bids. */
export function view(project: Project, withGoods = false): Project {
  const best = ranking(project, project.currentRound ?? 1)[0];
  // The picketages that stand: not declined by their supplier, not voided.
  const deals = picketagesOf(project.id).filter((row) => row.status !== 2 && row.status !== 4);
  const pickReason = deals.find((row) => !row.minPrice && row.reason)?.reason;
  return {
    ...project,
    ...(deals.length
      ? {
          dealSupplierName: deals.map((row) => row.supplierName).join('、'),
          dealAmount: twoDecimals(deals.reduce((sum, row) => sum + row.dealAmount, 0)),
        }
      : {}),
    ...(pickReason ? { pickReason } : {}),
    registeredCount: t.certificates.count((row) => row.projectId === project.id),
    bidCount: bidsOf(project.id).filter((bid) => bid.status === 1).length,
    ...(best ? { currentBestPrice: best.totalPrice } : {}),
    ...(withGoods ? { goods: goodsOf(project.id) } : {}),
  };
}

/**
 * The goods lines a bid wins: its own line prices in 单品报价 mode, otherwise the total spread over the lines in
 * proportion to their budget (the last line takes the rounding difference, so the lines add up to the bid).
 */
export function dealLines(project: Project, bid: Bid, projectGoodsIds?: readonly string[]): DealGoods[] {
  const all = goodsOf(project.id);
  const lines = projectGoodsIds?.length ? all.filter((row) => projectGoodsIds.includes(row.id)) : all;
  const budget = all.reduce((sum, row) => sum + (row.budgetPrice ?? 0) * row.quantity, 0);
  const factor = budget > 0 ? bid.totalPrice / budget : 0;
  let spread = 0;
  return lines.map((row, index) => {
    const own = bid.goods?.find((line) => line.projectGoodsId === row.id);
    const unit = own ? own.unitPrice : twoDecimals((row.budgetPrice ?? 0) * factor);
    // A whole-order bid spread over every line: the last line takes the difference left by rounding (尾差).
    const last = !own && !projectGoodsIds?.length && index === lines.length - 1;
    const total = last ? twoDecimals(Math.max(0, bid.totalPrice - spread)) : twoDecimals(unit * row.quantity);
    spread += total;
    return {
      projectId: project.id,
      projectGoodsId: row.id,
      goodsName: row.goodsName,
      ...(row.spec ? { spec: row.spec } : {}),
      ...((own?.brandName ?? row.brandName) ? { brandName: own?.brandName ?? row.brandName } : {}),
      unit: row.unit,
      quantity: row.quantity,
      dealUnitPrice: unit,
      dealTotalPrice: total,
      supplierId: bid.supplierId,
      supplierName: bid.supplierName,
    };
  });
}
