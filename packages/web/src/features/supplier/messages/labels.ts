export const msgTypeLabels = { 1: '系统通知', 2: '订单消息', 3: '项目消息', 4: '平台消息' } as const;

export const readFlagLabels = { 0: '未读', 1: '已读' } as const;
