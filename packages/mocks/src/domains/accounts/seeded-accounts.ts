// The seeded accounts, light enough for the development login page to import without the mock store.
/** The accounts offered on the development login page; every one signs in with `seededPassword`. */
export const seededAccounts = [
  { account: 'admin', fullName: '周平台', role: 'admin', title: '平台管理员' },
  { account: 'caigou01', fullName: '王采购', role: 'purchaser', title: '采购员' },
  { account: 'xiangmu01', fullName: '李项目', role: 'projectManager', title: '项目经理' },
  { account: 'shenpi01', fullName: '赵审批', role: 'approver', title: '审批人' },
  { account: 'caiwu01', fullName: '钱财务', role: 'finance', title: '财务' },
  { account: 'gys01', fullName: '孙供应', role: 'supplier', title: '供应商' },
  { account: 'bendi01', fullName: '吴本地', role: 'localSupplier', title: '本地供应商' },
  { account: 'dianshang01', fullName: '郑电商', role: 'ecommerceSupplier', title: '电商供应商' },
  { account: 'fuli01', fullName: '冯福利', role: 'welfare', title: '福利用户' },
] as const;
export type SeededRole = (typeof seededAccounts)[number]['role'];
export { seededPassword } from '../../config.ts';
