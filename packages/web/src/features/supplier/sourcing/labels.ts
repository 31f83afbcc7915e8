// State names of online sourcing, as the spec's enum descriptions give them.

export const sourcingStatusLabels = {
  0: '草稿',
  1: '待审核',
  2: '审核驳回',
  3: '报价中',
  4: '待选定',
  5: '已成交',
  6: '已流标',
  7: '已取消',
} as const;

/** The phases a supplier can see (published inquiries only). */
export const supplierSourcingStatusLabels = {
  3: sourcingStatusLabels[3],
  4: sourcingStatusLabels[4],
  5: sourcingStatusLabels[5],
  6: sourcingStatusLabels[6],
} as const;

export const quoteStatusLabels = { 0: '未报价', 1: '已报价', 2: '已成交', 3: '未成交' } as const;

export const sourcingOrderStatusLabels = {
  0: '待签合同',
  1: '合同已签',
  2: '待付款',
  3: '已付款',
  4: '已完成',
  5: '已取消',
} as const;

export const contractStatusLabels = { 0: '待签订', 1: '供应商已签', 2: '双方已签', 3: '已付款', 4: '已作废' } as const;

export const invoiceTypeLabels = { 1: '增值税普通发票', 2: '增值税专用发票' } as const;

export const supplierScopeLabels = { 1: '公开寻源', 2: '邀请寻源' } as const;
