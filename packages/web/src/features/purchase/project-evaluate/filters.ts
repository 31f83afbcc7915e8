import { defineFilters, select, text } from '@/shared/list/filters.ts';

/** 项目评价: the organisation's decided projects of every mode. */
export const decidedFilters = defineFilters({
  projectName: text('项目名称'),
  projectNo: text('项目编号'),
  projectType: select('采购方式', [1, 2, 3]),
});
