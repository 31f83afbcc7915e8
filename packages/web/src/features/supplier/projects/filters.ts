import { defineFilters, select, text } from '@/shared/list/filters.ts';

/** The phases a supplier sees a project in: drafts and projects in the purchaser's approval are not published. */
const publishedStatuses = [3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
/** The phases of the result page: bidding closed, whatever came of it. */
export const resultStatuses = [8, 9, 10, 11, 12];
/** The modes the bidding calls serve: auctions have calls of their own. */
const buyingTypes = [1, 2];

const projectName = text('项目名称');
const projectNo = text('项目编号');

export const inquiryFilters = defineFilters({
  projectName,
  projectNo,
  projectType: select('采购方式', buyingTypes),
  status: select('项目状态', publishedStatuses),
});
export const participateFilters = defineFilters({ projectName, status: select('项目状态', publishedStatuses) });
export const reportFilters = defineFilters({ projectName, projectNo, joined: select('是否已报名') });
/** `status` is the result page's tab, not a field of its filter bar. */
export const resultFilters = defineFilters({ projectName, projectNo, status: select('项目状态', resultStatuses) });
export const contractFilters = defineFilters({ projectName, contractNo: text('合同编号'), status: select('合同状态') });
export const evaluateFilters = defineFilters({ projectName, projectType: select('采购方式', buyingTypes) });
