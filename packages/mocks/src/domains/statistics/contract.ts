import { catalogueTables } from '../../tables/catalogue.ts';
import { defineContractRequests } from '../accounts/contract-requests.ts';
import { seededOrgs } from '../accounts/seed.ts';

const period = { startTime: '2025-12-01', endTime: '2026-11-30' };
/** A material of a category the seeded orders buy from (their lines name the same categories). */
const material = () =>
  catalogueTables.materials.all().find((row) => row.materialName === '劳保用品') ?? catalogueTables.materials.all()[0];

export const statisticsContractRequests = defineContractRequests({
  queryDataCockpit: { input: () => ({ query: period }) },
  exportDataCockpit: { input: () => ({ query: period }) },
  listMonthStatistics: { input: () => ({ query: { year: 2026, purchaseType: 1 } }) },
  exportMonthStatistics: { input: () => ({ query: { year: 2026 } }) },
  pageAfterSaleStatistics: { input: () => ({ query: { ...period, page: 1, limit: 10 } }) },
  exportAfterSaleStatistics: { input: () => ({ query: period }) },
  pageOrgPurchaseStatistics: { input: () => ({ query: { ...period, page: 1, limit: 10 } }) },
  exportOrgPurchaseStatistics: { input: () => ({ query: period }) },
  pageSupplierFinalStatistics: { input: () => ({ query: { ...period, page: 1, limit: 10 } }) },
  exportSupplierFinalStatistics: { input: () => ({ query: { ...period, supplierType: 1 } }) },
  pagePurchaseCategoryStatistics: {
    input: () => ({ query: { ...period, orgId: seededOrgs.purchaser, page: 1, limit: 10 } }),
  },
  exportPurchaseCategoryStatistics: { input: () => ({ query: period }) },
  pageCategoryItemsStatistics: { input: () => ({ query: { ...period, page: 1, limit: 10 } }) },
  exportCategoryItemsStatistics: { input: () => ({ query: period }) },
  pageSupplierQuoteStatistics: { input: () => ({ query: { ...period, page: 1, limit: 10 } }) },
  exportSupplierQuoteStatistics: { input: () => ({ query: { ...period, purchaseType: 2 } }) },
  pageSupplierJoinStatistics: { input: () => ({ query: { ...period, page: 1, limit: 10 } }) },
  exportSupplierJoinStatistics: { input: () => ({ query: period }) },
  pageGoodsTurnoverRanking: { input: () => ({ query: { ...period, page: 1, limit: 10 } }) },
  exportGoodsTurnoverRanking: { input: () => ({ query: period }) },
  pageDealLines: { input: () => ({ query: { ...period, page: 1, limit: 10 } }) },
  exportDealLines: { input: () => ({ query: { ...period, purchaseType: 1 } }) },
  listEshopTrend: { input: () => ({ query: period }) },
  pageSignIns: { input: () => ({ query: { userKind: 2, page: 1, limit: 10 } }) },
  exportSignIns: { input: () => ({ query: { userKind: 2 } }) },
  listSignInTrend: { input: () => ({ query: {} }) },
  queryDealMaterialPoint: { input: () => ({ query: { ...period, materialId: material()?.id ?? '0' } }) },
  selectDealMaterialBar: { input: () => ({ query: { ...period, materialId: material()?.id ?? '0' } }) },
  selectDealMaterialPie: { input: () => ({ query: { ...period, materialId: material()?.id ?? '0' } }) },
  selectDealPriceApply: { input: () => ({ query: { ...period, materialId: material()?.id ?? '0' } }) },
  queryPurchaserWorkBench: { as: 'purchaser', input: () => ({}) },
  queryAdminWorkBench: { as: 'admin', input: () => ({}) },
  querySupplierWorkBench: { as: 'supplier', input: () => ({}) },
});
