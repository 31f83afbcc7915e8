import { defineFilters, select, text } from '@/shared/list/filters.ts';

/** 委托管理: the projects purchasing units entrusted to the platform. */
export const entrustFilters = defineFilters({
  projectName: text('项目名称'),
  projectType: select('采购方式'),
  purchaserOrgId: select<string>('采购单位'),
  status: select('委托状态'),
});

/** 项目管理: every unit's projects of every mode, by unit and phase. */
export const projectFilters = defineFilters({
  projectName: text('项目名称'),
  projectNo: text('项目编号'),
  projectType: select('采购方式', [1, 2, 3]),
  purchaserOrgId: select<string>('采购单位'),
  status: select('项目状态'),
});

/** {mode}项目, {mode}非最低价项目 and {mode}结果: one mode's projects, by unit and phase. */
export const modeProjectFilters = defineFilters({
  projectName: text('项目名称'),
  projectNo: text('项目编号'),
  purchaserOrgId: select<string>('采购单位'),
  status: select('项目状态'),
});

/** {mode}合同: every unit's contracts of a mode. */
export const contractFilters = defineFilters({
  projectName: text('项目名称'),
  contractNo: text('合同编号'),
  supplierName: text('供应商名称'),
  status: select('合同状态'),
});

/** {mode}需求: every unit's approved plans of a project channel. */
export const demandFilters = defineFilters({
  planName: text('计划名称'),
  planNo: text('计划编号'),
  purchaserName: text('采购单位'),
});

/** 寻源报价管理: every unit's inquiries, by phase. */
export const sourcingFilters = defineFilters({
  sourcingName: text('询价标题'),
  sourcingNo: text('询价编号'),
  purchaserOrgName: text('采购单位'),
  status: select('询价状态'),
});

/** 合同管理: every order contract of the platform, by unit and supplier. */
export const orderContractFilters = defineFilters({
  contractNo: text('合同编号'),
  orderNo: text('订单编号'),
  purchaserId: select<string>('采购单位'),
  supplierId: select<string>('供应商'),
});
