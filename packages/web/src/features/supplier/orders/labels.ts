// State and type names of the orders domain, as the spec's enum descriptions name them.

export const orderStatusLabels = {
  0: '待审批',
  1: '审批驳回',
  2: '待确认',
  3: '待发货',
  4: '部分发货',
  5: '已发货',
  6: '已收货',
  7: '已完成',
  8: '已取消',
  9: '已退回',
} as const;

export const orderTypeLabels = {
  1: '商城直购',
  2: '协议采购',
  3: '竞价',
  4: '反拍',
  5: '在线寻源',
  6: '拍卖',
  7: '需求汇总',
} as const;

export const invoiceStatusLabels = { 0: '未开票', 1: '开票申请中', 2: '已开票', 3: '开票驳回' } as const;
export const invoiceTypeLabels = { 1: '增值税普通发票', 2: '增值税专用发票', 3: '电子普通发票' } as const;
export const logisticsStateLabels = { 0: '已揽收', 1: '运输中', 2: '派送中', 3: '已签收' } as const;
export const buyNumHandleLabels = { 0: '待处理', 1: '同意', 2: '拒绝' } as const;
export const contractSignLabels = { 0: '待签署', 1: '供应商已签', 2: '双方已签' } as const;

export const afterSaleStatusLabels = {
  0: '待供应商审核',
  1: '供应商已同意',
  2: '供应商已驳回',
  3: '买家已寄回',
  4: '平台介入处理中',
  5: '已完成',
  6: '已取消',
} as const;
export const afterSaleTypeLabels = { 1: '退货退款', 2: '换货', 3: '维修', 4: '仅退款' } as const;

/** States an order is shipped from (the mock refuses the others with its own message). */
export const shippable = (status: number) => status === 3 || status === 4;
/** An invoice is uploaded once the goods are on their way or received. */
export const invoiceable = (status: number) => status >= 5 && status <= 7;
/** Orders that did not go through: rejected, cancelled or sent back (失败订单). */
export const failedStatuses = [1, 8, 9] as const;
