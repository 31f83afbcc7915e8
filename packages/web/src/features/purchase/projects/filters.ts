import { defineFilters, select, text } from '@/shared/list/filters.ts';

/** 我的{mode}: the organisation's projects of a mode, by phase. */
export const projectFilters = defineFilters({
  projectName: text('项目名称'),
  projectNo: text('项目编号'),
  status: select('项目状态'),
});

/** {mode}合同: the contracts of a mode's projects. */
export const contractFilters = defineFilters({
  projectName: text('项目名称'),
  contractNo: text('合同编号'),
  status: select('合同状态'),
});

/** {mode}付款确认: the payments of a mode's contracts, waiting for finance first. */
export const paymentFilters = defineFilters({ payStatus: select('付款状态') });

/** {mode}审批: projects waiting for approval. */
export const checkFilters = defineFilters({ projectName: text('项目名称'), projectNo: text('项目编号') });

/** {mode}报名审核 and {mode}保证金审核: the registrations for the mode's projects. */
export const certificateFilters = defineFilters({
  projectName: text('项目名称'),
  supplierName: text('供应商名称'),
  auditStatus: select('审核状态'),
  depositStatus: select('保证金状态'),
});

/** {mode}大厅: projects bidding now, in the first round or the second. */
export const hallFilters = defineFilters({ projectName: text('项目名称'), status: select('项目状态', [6, 7]) });

/** 我的{mode}成交: closed projects waiting for their winners, and those decided. */
export const calibrationFilters = defineFilters({
  projectName: text('项目名称'),
  projectNo: text('项目编号'),
  status: select('项目状态', [8, 10]),
});

/** {mode}需求列表: approved plans of the mode whose goods wait to become a project. */
export const demandFilters = defineFilters({ planNo: text('计划编号'), planName: text('计划名称') });
