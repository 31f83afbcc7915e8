import { defineContractRequests } from '../../engine/contract.ts';
import { seededOrgs } from '../accounts/seed.ts';
import { pick } from './bidding.ts';
import { pickSourcing } from './sourcing.ts';
import { projectTables as t } from './tables.ts';

/** A valid bid of gys01's organisation in a running project, the one a revoke can take back. */
const ownValidBid = (projectId: string) =>
  t.bids.all().find((bid) => bid.projectId === projectId && bid.supplierId === seededOrgs.supplier && bid.status === 1);

/** A price lower than the supplier's last valid bid by the step. */
function nextPrice(projectId: string) {
  const project = t.projects.require(projectId, '项目');
  const last = ownValidBid(projectId);
  const step = project.rules?.minStep ?? 1;
  return Math.round(((last?.totalPrice ?? project.rules?.startPrice ?? 1000) - step * 2) * 100) / 100;
}

// The whole-order (整单报价) running bidding project takes the check and the bid; the second one the revoke.
const wholeOrder = () =>
  t.projects.all().find((p) => p.projectType === 1 && p.status === 6 && p.rules?.quoteMode === 1) ?? pick.running(1);

/** A price above the highest valid auction bid by twice the step. */
function auctionPrice(projectId: string) {
  const project = t.projects.require(projectId, '项目');
  const highest = Math.max(
    0,
    ...t.bids
      .all()
      .filter((bid) => bid.projectId === projectId && bid.status === 1)
      .map((bid) => bid.totalPrice),
  );
  const step = project.rules?.minStep ?? 1;
  return Math.round(((highest || (project.rules?.startPrice ?? 1000)) + step * 2) * 100) / 100;
}

export const projectsContractRequests = defineContractRequests({
  pageSupplierBiddingProjects: { as: 'supplier', input: () => ({ query: { current: 1, size: 10, projectType: 1 } }) },
  getProjectOrderInfo: { as: 'supplier', input: () => ({ path: { id: pick.running(1).id } }) },
  getSecondRoundTime: { as: 'supplier', input: () => ({ query: { projectId: pick.running(2).id } }) },
  getBiddingRules: { as: 'supplier', input: () => ({ path: { id: pick.running(1).id } }) },
  listProjectGoods: { as: 'supplier', input: () => ({ path: { id: pick.running(1).id } }) },
  pageBiddingHall: { as: 'supplier', input: () => ({ query: { current: 1, size: 10 } }) },
  pageProjectBids: {
    as: 'supplier',
    input: () => ({ query: { projectId: pick.running(1).id, current: 1, size: 10 } }),
  },
  listSupplierBids: {
    as: 'supplier',
    input: () => ({ query: { projectId: pick.running(1).id, current: 1, size: 10 } }),
  },
  getSupplierProjectLink: { as: 'supplier', input: () => ({ query: { projectId: pick.running(1).id } }) },
  checkBid: {
    as: 'supplier',
    input: () => ({ body: { projectId: wholeOrder().id, round: 1, totalPrice: nextPrice(wholeOrder().id) } }),
  },
  saveBid: {
    as: 'supplier',
    input: () => ({ body: { projectId: wholeOrder().id, round: 1, totalPrice: nextPrice(wholeOrder().id) } }),
  },
  revokeBid: { as: 'supplier', input: () => ({ path: { id: ownValidBid(pick.running(2, 1).id)?.id ?? '' } }) },
  listBidHistory: { as: 'supplier', input: () => ({ query: { projectId: pick.running(1).id, current: 1, size: 10 } }) },
  countBidHistory: { as: 'supplier', input: () => ({ path: { id: pick.running(1).id } }) },
  pageSupplierAuctionProjects: { as: 'supplier', input: () => ({ query: { current: 1, size: 10 } }) },
  getAuctionProjectInfo: { as: 'supplier', input: () => ({ path: { id: pick.running(3).id } }) },
  listAuctionProjectGoods: { as: 'supplier', input: () => ({ path: { id: pick.running(3).id } }) },
  listSupplierAuctionBids: { as: 'supplier', input: () => ({ query: { projectId: pick.running(3).id } }) },
  checkAuctionBid: {
    as: 'supplier',
    input: () => ({ body: { projectId: pick.running(3).id, round: 1, totalPrice: auctionPrice(pick.running(3).id) } }),
  },
  saveAuctionBid: {
    as: 'supplier',
    input: () => ({ body: { projectId: pick.running(3).id, round: 1, totalPrice: auctionPrice(pick.running(3).id) } }),
  },
  listAuctionBidHistory: { as: 'supplier', input: () => ({ query: { projectId: pick.running(3).id } }) },
  listProjectCertificates: { as: 'supplier', input: () => ({ query: { current: 1, size: 10 } }) },
  listAuctionProjectCertificates: { as: 'supplier', input: () => ({ query: { current: 1, size: 10 } }) },
  getProjectCertificateDetail: {
    as: 'supplier',
    input: () => ({
      path: {
        id: t.certificates.all().find((row) => row.supplierId === seededOrgs.supplier)?.id ?? '',
      },
    }),
  },
  pageSupplierSourcing: { as: 'supplier', input: () => ({ query: { current: 1, size: 10 } }) },
  getOnlineSourcingDetails: { as: 'supplier', input: () => ({ path: { id: pickSourcing.open().id } }) },
  saveQuotePrice: {
    as: 'supplier',
    input: () => {
      const sourcing = pickSourcing.open(1);
      const items = t.sourcingCommodities
        .all()
        .filter((row) => row.sourcingId === sourcing.id)
        .map((row) => ({ commodityId: row.id, unitPrice: Math.round((row.budgetPrice ?? 100) * 90) / 100 }));
      return { body: { sourcingId: sourcing.id, deliveryDays: 7, validDays: 30, items } };
    },
  },
  exportQuotation: { as: 'supplier', input: () => ({ path: { id: pickSourcing.open().id } }) },
  pageSupplierSourcingOrders: { as: 'supplier', input: () => ({ query: { current: 1, size: 10 } }) },
});
