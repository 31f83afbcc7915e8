import { defineFilters, select, text } from '@/shared/list/filters.ts';

export const supplierReviewFilters = defineFilters({
  orgNameZh: text('企业名称'),
  creditCode: text('统一社会信用代码'),
  supplierType: select('供应商类型'),
  auditStatus: select('审核状态'),
});

export const purchaserReviewFilters = defineFilters({
  account: text('登录账号'),
  fullName: text('姓名'),
  phone: text('手机号码'),
  auditStatus: select('审核状态'),
});
