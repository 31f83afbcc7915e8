import { clockNow } from '../../engine/clock.ts';
import { formatDateTime } from '../../engine/random.ts';
import { platformTables } from '../../tables/platform.ts';
import { projectTables as t } from '../../tables/projects.ts';
import { planTables } from '../../tables/welfare.ts';
import { defineContractRequests } from '../accounts/contract-requests.ts';
import { seededOrgs } from '../accounts/seed.ts';
import { validityOf } from '../welfare/plan-handlers.ts';
import { pick } from './bidding.ts';
import { ranking } from './shared.ts';
import { pickSourcing } from './sourcing.ts';

/** The index-th seeded project of a mode in a phase. */
const phase = (type: 1 | 2 | 3, status: number, index = 0) =>
  t.projects.all().filter((p) => p.projectType === type && p.status === status)[index] ?? pick.running(type);
/** gys01's picketage result of a mode in a state (0 to confirm, 1 confirmed). */
const gys01Picketage = (type: 1 | 2 | 3, status: number) =>
  t.picketages
    .all()
    .find(
      (row) =>
        row.supplierId === seededOrgs.supplier &&
        row.status === status &&
        t.projects.get(row.projectId)?.projectType === type,
    );
const anyFile = () => platformTables.files.all()[0]?.id ?? '0';
const inDays = (days: number, hours = 0) =>
  formatDateTime(new Date(clockNow().getTime() + (days * 24 + hours) * 3_600_000));
/** The first seeded project contract in a state. */
const contractIn = (status: number) => t.contracts.all().find((row) => row.status === status);
const sourcingIn = (status: number, index = 0) => t.sourcings.all().filter((row) => row.status === status)[index];
const linesOfSourcing = (id: string | undefined) => t.sourcingCommodities.all().filter((row) => row.sourcingId === id);
const gys01Order = (status: number) =>
  t.sourcingOrders.all().find((row) => row.supplierId === seededOrgs.supplier && row.status === status);
/** A seeded plan of the purchasing group in a buying channel, approved. */
const approvedPlan = (purchaseType: number) =>
  planTables.plans.all().find((plan) => plan.purchaseType === purchaseType && plan.status === 2)?.id ?? '0';
/** A seeded plan of the channel that can take more (approved, within its validity, amount left). */
const executablePlan = (purchaseType: number) =>
  planTables.plans.all().find((plan) => plan.purchaseType === purchaseType && !validityOf(plan).message)?.id ?? '0';
/** A project open for registration where dianshang01's organisation has not registered. */
const unregistered = () =>
  t.projects
    .all()
    .find(
      (p) =>
        p.status === 3 &&
        !t.certificates.all().some((row) => row.projectId === p.id && row.supplierId === seededOrgs.ecommerceSupplier),
    ) ?? phase(1, 3);

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
  listEntrustCertificates: { input: () => ({ path: { id: t.entrusts.all()[0]?.id ?? '' } }) },
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

  // Registration
  createProjectCertificate: {
    as: 'ecommerceSupplier',
    input: () => ({
      body: {
        projectId: unregistered().id,
        contactName: '孙立平',
        contactPhone: '13911223344',
        depositVoucherIds: [anyFile()],
        remark: '保证金已通过网银转账',
      },
    }),
  },
  updateProjectCertificate: {
    as: 'supplier',
    input: () => {
      const row = t.certificates
        .all()
        .find((c) => c.supplierId === seededOrgs.supplier && c.projectId === phase(1, 3).id);
      return {
        body: { id: row?.id ?? '0', projectId: phase(1, 3).id, contactName: '李晓东', contactPhone: '13812345678' },
      };
    },
  },
  auditProjectCertificate: {
    as: 'projectManager',
    input: () => ({
      body: {
        id: t.certificates.all().find((c) => c.projectId === phase(1, 4).id && c.auditStatus === 0)?.id ?? '0',
        auditStatus: 1,
        depositConfirmed: 1,
        auditOpinion: '资质齐全，保证金已到账',
      },
    }),
  },
  getSupplierCertificateInfo: { as: 'supplier', input: () => ({ path: { id: phase(1, 3).id } }) },
  checkProjectCertificate: { as: 'supplier', input: () => ({ path: { id: pick.running(1).id } }) },
  // The purchaser's projects
  listMallProjects: { input: () => ({ query: { current: 1, size: 10, projectType: 1 } }) },
  getProjectReceipts: { as: 'projectManager', input: () => ({ query: { projectId: phase(1, 10).id } }) },
  getProjectPlanRouter: { as: 'projectManager', input: () => ({ query: { planId: approvedPlan(2) } }) },
  listProjectPlanLinks: {
    as: 'projectManager',
    input: () => ({ path: { projectId: planTables.projectLinks.all()[0]?.projectId ?? '0' } }),
  },
  linkProjectPlan: {
    as: 'projectManager',
    input: () => ({ body: { projectId: phase(1, 5).id, planId: executablePlan(2), amount: 1 } }),
  },
  unlinkProjectPlan: {
    as: 'projectManager',
    input: () => ({ path: { id: planTables.projectLinks.all()[0]?.id ?? '0' } }),
  },
  uploadPicketageApplySourceId: {
    as: 'projectManager',
    input: () => ({ path: { id: phase(1, 8).id }, body: { sourceId: anyFile() } }),
  },
  buyProjectAgain: { as: 'projectManager', input: () => ({ path: { id: phase(1, 10).id } }) },
  saveProjectReceipt: {
    as: 'projectManager',
    input: () => ({
      body: {
        projectId: phase(2, 10).id,
        invoiceType: 2,
        invoiceTitle: '华北能源集团物资有限公司',
        taxNo: '91140000MA0GRX2K3N',
        bankName: '中国工商银行太原长治路支行',
        bankAccount: '0502123409300088888',
        registerAddress: '山西省太原市小店区长治路111号',
        registerPhone: '0351-7788990',
        receiverName: '赵敏',
        receiverPhone: '13703511234',
        receiverAddress: '山西省太原市小店区长治路111号财务部',
      },
    }),
  },
  createProject: {
    as: 'projectManager',
    input: () => ({
      body: {
        projectName: '2026年第四季度劳保用品竞价采购项目（补充）',
        projectType: 1,
        contactName: '王建国',
        contactPhone: '13912345678',
        deliveryAddress: '山西省太原市小店区长治路111号中煤大厦3层仓库',
        deliveryDays: 15,
        registrationEndTime: inDays(7),
        startTime: inDays(9),
        endTime: inDays(9, 2),
        depositRequired: 1,
        depositAmount: 1000,
        goods: [
          { goodsName: '3M 防护口罩 9501+', spec: 'KN95 耳戴式 50只/盒', unit: '盒', quantity: 200, budgetPrice: 89 },
          { goodsName: '霍尼韦尔安全帽', spec: 'ABS 带护目镜 白色', unit: '顶', quantity: 100, budgetPrice: 56 },
        ],
        submit: 0,
      },
    }),
  },
  getProject: { as: 'projectManager', input: () => ({ path: { id: pick.running(1).id } }) },
  pageProjects: { as: 'projectManager', input: () => ({ query: { current: 1, size: 10, projectType: 1 } }) },
  cancelProject: {
    as: 'projectManager',
    input: () => ({ path: { id: phase(2, 5).id }, body: { reason: '需求变更，项目取消' } }),
  },
  invalidBidProject: {
    as: 'projectManager',
    input: () => ({ path: { id: phase(2, 4).id }, body: { reason: '有效报名供应商不足三家' } }),
  },
  saveBiddingRules: {
    as: 'projectManager',
    input: () => ({
      body: {
        projectId: phase(1, 0).id,
        quoteMode: 1,
        pickRule: 1,
        startPrice: 50000,
        minStep: 100,
        maxStep: 5000,
        minSupplierCount: 3,
        secondRound: 0,
        showRank: 1,
        showBestPrice: 1,
        invoiceType: 2,
      },
    }),
  },
  pageAuctionAdminContracts: { input: () => ({ query: { current: 1, size: 10 } }) },
  pageBiddingAdminContracts: { input: () => ({ query: { current: 1, size: 10 } }) },
  pageBackhandAdminContracts: { input: () => ({ query: { current: 1, size: 10 } }) },
  pageSourcingAdminContracts: { input: () => ({ query: { current: 1, size: 10 } }) },
  pageSupplierAuctionContracts: { as: 'supplier', input: () => ({ query: { current: 1, size: 10 } }) },
  // Picketage, deals and contracts
  pageSupplierProjectContracts: { as: 'supplier', input: () => ({ query: { current: 1, size: 10 } }) },
  listDealGoods: { as: 'supplier', input: () => ({ query: { projectId: phase(1, 10).id } }) },
  listBiddingGoodsByProject: { as: 'projectManager', input: () => ({ query: { projectId: pick.running(1).id } }) },
  exportBiddingDetails: { as: 'projectManager', input: () => ({ path: { id: pick.running(1).id } }) },
  listAuctionBiddingGoodsByProject: {
    as: 'projectManager',
    input: () => ({ query: { projectId: pick.running(3).id } }),
  },
  getAuctionPicketage: { as: 'projectManager', input: () => ({ path: { id: phase(3, 10).id } }) },
  listAuctionDealGoods: { as: 'projectManager', input: () => ({ query: { projectId: phase(3, 10).id } }) },
  pickAuctionWinner: {
    as: 'projectManager',
    input: () => {
      const project = phase(3, 8);
      return { body: { projectId: project.id, bidId: ranking(project, 1)[0]?.id ?? '0' } };
    },
  },
  createProjectContract: {
    as: 'supplier',
    input: () => {
      const picketage = gys01Picketage(1, 1);
      return {
        path: { id: picketage?.projectId ?? '0' },
        body: { picketageId: picketage?.id ?? '0', paymentTerms: '货到验收合格后30日内支付全款' },
      };
    },
  },
  confirmPicketageResult: {
    as: 'supplier',
    input: () => {
      const picketage = gys01Picketage(1, 0);
      return { body: { projectId: picketage?.projectId ?? '0', picketageId: picketage?.id ?? '0' } };
    },
  },
  rejectPicketageResult: {
    as: 'supplier',
    input: () => {
      const picketage = gys01Picketage(2, 0);
      return {
        body: {
          projectId: picketage?.projectId ?? '0',
          picketageId: picketage?.id ?? '0',
          opinion: '部分商品原厂停产，无法按成交价供货',
        },
      };
    },
  },
  getProjectAndPicketageInfo: { as: 'projectManager', input: () => ({ query: { projectId: phase(1, 10).id } }) },
  createAuctionProjectContract: {
    as: 'supplier',
    input: () => {
      const picketage = gys01Picketage(3, 1);
      return { body: { projectId: picketage?.projectId ?? '0', picketageId: picketage?.id ?? '0' } };
    },
  },
  listPicketageHistory: { as: 'projectManager', input: () => ({ path: { id: phase(1, 10).id } }) },
  listProjectProcessCodes: { as: 'projectManager', input: () => ({ query: { projectType: 1, stage: 1 } }) },
  pagePaymentLogs: { as: 'supplier', input: () => ({ query: { current: 1, size: 10 } }) },
  // After the contract: the purchaser's contracts, countersignature and payments, finance's confirmation
  pagePurchaserProjectContracts: { as: 'projectManager', input: () => ({ query: { current: 1, size: 10 } }) },
  getProjectContract: { as: 'projectManager', input: () => ({ path: { id: contractIn(2)?.id ?? '0' } }) },
  countersignProjectContract: { as: 'projectManager', input: () => ({ path: { id: contractIn(1)?.id ?? '0' } }) },
  applyProjectContractPayment: {
    as: 'projectManager',
    input: () => ({ body: { contractId: contractIn(2)?.id ?? '0', amount: 100, remark: '进度款' } }),
  },
  pageProjectContractPayments: { as: 'finance', input: () => ({ query: { current: 1, size: 10, payStatus: 0 } }) },
  confirmProjectContractPayment: {
    as: 'finance',
    input: () => ({
      body: {
        id: t.paymentLogs.all().find((log) => log.payType === 3 && log.payStatus === 0)?.id ?? '0',
        result: 1,
        tradeNo: 'BOC20261125000123',
      },
    }),
  },
  // Sourcing: the supplier's contract and deal goods, the purchaser's inquiries
  createOnlineContract: {
    as: 'supplier',
    input: () => ({
      body: { sourcingOrderId: gys01Order(0)?.id ?? '0', paymentTerms: '货到验收合格后30日内支付全款' },
    }),
  },
  listSourcingDealGoods: {
    as: 'supplier',
    input: () => ({ query: { sourcingId: gys01Order(2)?.sourcingId ?? '0' } }),
  },
  saveSourcing: {
    as: 'purchaser',
    input: () => ({
      body: {
        sourcingName: '2026年12月办公用品询价采购',
        contactName: '刘洋',
        contactPhone: '13812349876',
        supplierScope: 1,
        quoteEndTime: inDays(7),
        deliveryAddress: '山西省太原市小店区长治路111号中煤大厦3层仓库',
        deliveryDays: 10,
        invoiceType: 2,
        paymentTerms: '货到验收合格后30日内支付全款',
        budgetAmount: 20000,
      },
    }),
  },
  saveSourcingCommodity: {
    as: 'purchaser',
    input: () => ({
      body: {
        sourcingId: sourcingIn(0)?.id ?? '0',
        goodsName: '得力A4复印纸 70g',
        spec: 'A4 70g 500张/包 8包/箱',
        brandName: '得力',
        unit: '箱',
        quantity: 30,
        budgetPrice: 215,
      },
    }),
  },
  editSourcingCommodity: {
    as: 'purchaser',
    input: () => {
      const line = linesOfSourcing(sourcingIn(0)?.id)[0];
      return {
        body: {
          id: line?.id ?? '0',
          sourcingId: line?.sourcingId ?? '0',
          goodsName: line?.goodsName ?? '晨光中性笔 0.5mm',
          unit: line?.unit ?? '盒',
          quantity: (line?.quantity ?? 10) + 10,
          budgetPrice: line?.budgetPrice ?? 18.5,
        },
      };
    },
  },
  editSourcingState: { as: 'purchaser', input: () => ({ body: { id: sourcingIn(4)?.id ?? '0', status: 5 } }) },
  submitSourcing: { as: 'purchaser', input: () => ({ body: { id: sourcingIn(2)?.id ?? '0' } }) },
  buySourcingAgain: { as: 'purchaser', input: () => ({ path: { id: sourcingIn(5)?.id ?? '0' } }) },
  getSourcingDetail: { as: 'purchaser', input: () => ({ path: { id: sourcingIn(5)?.id ?? '0' } }) },
  listSourcingCommodities: { as: 'purchaser', input: () => ({ path: { id: sourcingIn(5)?.id ?? '0' } }) },
  pagePurchaserSourcingOrders: { as: 'purchaser', input: () => ({ query: { current: 1, size: 10 } }) },
  getSourcingPlanRouter: { as: 'purchaser', input: () => ({ query: { planId: approvedPlan(4) } }) },
  deleteSourcingCommodity: {
    as: 'purchaser',
    input: () => ({ path: { id: linesOfSourcing(sourcingIn(0)?.id).at(-1)?.id ?? '0' } }),
  },
  exportSupplierQuotes: { as: 'purchaser', input: () => ({ path: { id: sourcingIn(5)?.id ?? '0' } }) },
  saveProjectEvaluate: {
    as: 'projectManager',
    input: () => ({ body: { projectId: phase(1, 10, 1).id, score: 5, qualityScore: 5, content: '供货及时' } }),
  },
  pagePurchaserSourcing: { as: 'projectManager', input: () => ({ query: { current: 1, size: 10, status: 3 } }) },
  pageAdminSourcing: { input: () => ({ query: { current: 1, size: 10 } }) },
  pageSourcingChecks: { as: 'approver', input: () => ({ query: { current: 1, size: 10 } }) },
  chooseSourcingQuote: {
    as: 'projectManager',
    input: () => {
      const sourcing = sourcingIn(4, 1);
      const quote = t.sourcingQuotes.all().find((row) => row.sourcingId === sourcing?.id);
      return { body: { sourcingId: sourcing?.id ?? '0', quoteId: quote?.id ?? '0', reason: '交货期更短' } };
    },
  },
  confirmSourcingOrder: {
    as: 'projectManager',
    input: () => {
      const order =
        t.sourcingOrders.all().find((row) => row.status === 0 && !row.confirmTime) ?? t.sourcingOrders.all()[0];
      return {
        body: {
          id: order?.id ?? '0',
          receiverName: '李娜',
          receiverPhone: '13910012345',
          deliveryAddress: '山西省太原市小店区长治路111号中煤大厦3层仓库',
          invoiceType: 1,
          invoiceTitle: order?.purchaserOrgName ?? '中煤能源集团物资供应有限公司',
        },
      };
    },
  },
});
