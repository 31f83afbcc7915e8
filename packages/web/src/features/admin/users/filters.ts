import { defineFilters, select, text } from '@/shared/list/filters.ts';

export const userFilters = defineFilters({
  account: text('登录账号'),
  fullName: text('姓名'),
  phone: text('手机号码'),
  status: select('账号状态'),
});

/** 用户管理 lists administrators and purchasing-unit users together, so it filters by kind too. */
export const allUserFilters = defineFilters({ ...userFilters.declaration, purchaserType: select('用户类型') });
