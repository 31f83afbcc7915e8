import { dateRange, defineFilters, type FilterDeclaration, type Filters, select, text } from '@/shared/list/filters.ts';

/**
 * A search that also names the view its tabs show (`tab`: which call lists the rows); the view is no parameter of
 * the calls, so it stays out of the filters.
 */
const withView =
  <D extends FilterDeclaration, V extends string>(filters: Filters<D>, views: Readonly<Record<V, string>>) =>
  (raw: Record<string, unknown>) => {
    const isView = (value: unknown): value is V => typeof value === 'string' && Object.hasOwn(views, value);
    return { ...filters.search(raw), ...(isView(raw.tab) ? { tab: raw.tab } : {}) };
  };

/** The order lists of /create-account: orders that can go into a statement, and those that cannot yet. */
export const accountOrderViews = { able: '可对账订单', unable: '不可对账订单' } as const;
export const accountOrderFilters = defineFilters({
  orderNo: text('订单编号'),
  startTime: dateRange('收货日期', 'endTime'),
});
export const accountOrderSearch = withView(accountOrderFilters, accountOrderViews);

/** The statement lists (/account-list, /local-supplier-other); the second shows `status` as tabs. */
export const accountFilters = defineFilters({
  accountNo: text('对账单号'),
  status: select('状态'),
  startTime: dateRange('创建日期', 'endTime'),
});

/** The e-mall and local-mall reconciliation: the compared records, or one side's results. */
export const reconciliationViews = { records: '对账记录', center: '平台侧结果', shop: '电商侧结果' } as const;
export const reconciliationFilters = defineFilters({
  supplierId: select('供应商'),
  batchNo: text('批次号'),
  orderNo: text('订单编号'),
  checkResult: select('核对结果'),
});
export const reconciliationSearch = withView(reconciliationFilters, reconciliationViews);

export const invoiceFilters = defineFilters({
  invoiceNo: text('发票号码'),
  checkResult: select('核对结果'),
  startTime: dateRange('开票日期', 'endTime'),
});

// The spec has no settlement state: a received order is open for settlement, a completed one is settled.
export const settlementTabs = { 6: '待结算（已收货）', 7: '已结算（已完成）' } as const;
export const settlementFilters = defineFilters({
  orderNo: text('订单编号'),
  startTime: dateRange('下单日期', 'endTime'),
  status: select('结算状态', settlementTabs),
});
