import { defineFilters, select, text } from '@/shared/list/filters.ts';

export const roleFilters = defineFilters({
  roleName: text('角色名称'),
  roleCode: text('角色编码'),
  roleType: select('角色类型'),
});
