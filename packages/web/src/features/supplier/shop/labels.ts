export const supplierTypeLabels = { 1: '电商供应商', 2: '本地供应商' } as const;
export const supplierAuditLabels = { 0: '待审核', 1: '审核通过', 2: '审核驳回', 3: '未提交入驻申请' } as const;
export const taxpayerTypeLabels = { 1: '一般纳税人', 2: '小规模纳税人' } as const;
export const orgTypeLabels = { 1: '平台运营单位', 2: '采购单位', 3: '采购部门', 4: '供应商' } as const;
export const orgAuditLabels = { 0: '待审核', 1: '审核通过', 2: '审核驳回' } as const;
export const enableLabels = { 0: '停用', 1: '启用' } as const;
