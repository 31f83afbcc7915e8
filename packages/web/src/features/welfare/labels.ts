// Names of the welfare states and kinds, as the spec's enum descriptions give them (the order states are the
// supplier's, one list for both sides).
export { welfareOrderStatusLabels } from '../supplier/welfare/labels.ts';

export const welfareStatusLabels = { 0: '未开始', 1: '进行中', 2: '已结束', 3: '已停用' } as const;
export const welfareTypeLabels = { 1: '节日福利', 2: '生日福利', 3: '劳保福利', 4: '其他' } as const;
