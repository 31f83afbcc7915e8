import { defineFilters, select, text } from '@/shared/list/filters.ts';

export const orgRoleFilters = defineFilters({ orgName: text('组织名称'), disabled: select('已停用') });
