import { defineFilters, text } from '@/shared/list/filters.ts';

export const bindingFilters = defineFilters({
  account: text('登录账号'),
  fullName: text('姓名'),
  wecomUserId: text('企业微信账号'),
});
