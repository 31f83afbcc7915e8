import { procurementBranchBranchTypeLabels } from '@zc/sdk/labels';

/** What each page's branches are called: 采购分支机构 (1) and 附属分支机构 (2). */
export const branchKinds = procurementBranchBranchTypeLabels;
