// Names of the welfare after-sale states and kinds, as the spec's enum descriptions give them.

export const welfareAfterSaleStatusLabels = {
  0: '待供应商审核',
  1: '供应商已同意',
  2: '供应商已驳回',
  3: '已完成',
  4: '已取消',
} as const;
export const welfareAfterSaleTypeLabels = { 1: '退货退款', 2: '换货', 3: '仅退款' } as const;
