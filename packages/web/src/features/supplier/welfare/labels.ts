// Names of the welfare states, as the spec's enum descriptions give them.

export const welfareOrderStatusLabels = { 0: '待发货', 1: '已发货', 2: '已收货', 3: '已取消', 4: '售后中' } as const;
export const welfareAfterSaleStatusLabels = {
  0: '待供应商审核',
  1: '供应商已同意',
  2: '供应商已驳回',
  3: '已完成',
  4: '已取消',
} as const;
export const welfareAfterSaleTypeLabels = { 1: '退货退款', 2: '换货', 3: '仅退款' } as const;
