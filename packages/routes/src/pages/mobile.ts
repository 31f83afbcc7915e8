import { type Entry, group } from '../page.ts';

const entries: Entry[] = [
  ['/homeMobile', '首页'],
  ['/category', '分类'],
  ['/shopCart', '购物车'],
  ['/mine', '我的'],
  ['/loginMobile', '登录'],
  ['/detailMobile', '商品详情'],
  ['/orderInfoMobile', '确认订单'],
  ['/orderMobile', '我的订单'],
  ['/orderDetailMobile', '订单详情'],
  ['/searchMobile', '搜索'],
  ['/taskMobile', '待办'],
  ['/activitiDetailMobile', '审批详情'],
  ['/noticeMobileDetail', '公告详情'],
  ['/noticeListMobile', '公告列表'],
  // Not named by the document: where a phone opens a project detail page when no H5 application is set.
  ['/projectMobile', '项目详情'],
];

export default group('mobile', entries);
