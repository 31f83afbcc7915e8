import { type Entry, group } from '../page.ts';

const entries: Entry[] = [
  ['/errorInfo', '错误信息'],
  ['/home', '首页'],
  ['/activiti', '绘制审批流'],
  ['/leaveAll', '全部请假'],
  ['/definition', '流程定义'],
  ['/task', '待办任务'],
  ['/taskAll', '全部任务'],
  ['/leave', '已办任务'],
  ['/done', '已完成'],
  ['/activitiOrder', '订单审批'],
  ['/historyOrder', '历史审批'],
];

export default group('workflow', entries);
