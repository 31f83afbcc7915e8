// Names of the welfare states and kinds, as the spec's enum descriptions give them: one list for the administration,
// the supplier and the welfare user.

export const welfareOrderStatusLabels = { 0: '待发货', 1: '已发货', 2: '已收货', 3: '已取消', 4: '售后中' } as const;
export const welfareStatusLabels = { 0: '未开始', 1: '进行中', 2: '已结束', 3: '已停用' } as const;
export const welfareTypeLabels = { 1: '节日福利', 2: '生日福利', 3: '劳保福利', 4: '其他' } as const;
