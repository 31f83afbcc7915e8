// State names of the bidding domain, as the spec's enum descriptions name them.
export const projectStatusLabels = {
  0: '草稿',
  1: '待审核',
  2: '审核驳回',
  3: '报名中',
  4: '保证金审核',
  5: '待开始',
  6: '竞价中',
  7: '第二轮',
  8: '已结束',
  9: '定标审核中',
  10: '已定标',
  11: '已流标',
  12: '已取消',
} as const;

/** The phases a supplier sees a project in (drafts and those in the purchaser's approval are not published). */
export const publishedStatusLabels = Object.fromEntries(
  Object.entries(projectStatusLabels).filter(([status]) => Number(status) >= 3),
) as Readonly<Record<number, string>>;

/** Phases of the result page: bidding closed, whatever came of it. */
export const resultStatusLabels = { 8: '已结束', 9: '定标审核中', 10: '已定标', 11: '已流标', 12: '已取消' } as const;

export const bidStatusLabels = { 1: '有效', 2: '已撤回', 3: '已失效' } as const;
export const certificateAuditLabels = { 0: '待审核', 1: '审核通过', 2: '审核驳回' } as const;
export const depositStatusLabels = { 0: '无需缴纳', 1: '待缴纳', 2: '已缴纳待确认', 3: '已确认', 4: '已退还' } as const;
export const picketageStepLabels = {
  1: '已提交定标',
  2: '定标审核通过',
  3: '定标审核驳回',
  4: '供应商已确认',
  5: '供应商已拒绝',
  6: '已生成合同',
} as const;
export const contractStatusLabels = { 0: '待签订', 1: '供应商已签', 2: '双方已签', 3: '已付款', 4: '已作废' } as const;
export const quoteModeLabels = { 1: '整单报价', 2: '单品报价' } as const;
export const pickRuleLabels = { 1: '最优价中标', 2: '非最优价定标' } as const;
export const invoiceTypeLabels = { 1: '增值税普通发票', 2: '增值税专用发票' } as const;
export const payTypeLabels = { 1: '保证金缴纳', 2: '保证金退还', 3: '合同付款', 4: '平台服务费' } as const;
export const payStatusLabels = { 0: '待确认', 1: '已确认', 2: '已驳回' } as const;
export const roundLabels = { 1: '第一轮', 2: '第二轮' } as const;

/** The phases in which a round is open and a supplier may bid. */
export const isRunning = (status: number) => status === 6 || status === 7;
