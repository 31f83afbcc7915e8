import { defineFilters, select, text } from '@/shared/list/filters.ts';

export const templateFilters = defineFilters({ templateName: text('模板名称'), templateType: select('模板类型') });
