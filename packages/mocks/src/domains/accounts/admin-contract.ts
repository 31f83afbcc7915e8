// Contract requests of the administration: seeded rows in the state each call needs. The suite calls the
// operations in path order on one store, so each call picks rows that no earlier call has used up.

import type { Entity } from '../../engine/entities.ts';
import { accountTables as t } from '../../tables/accounts.ts';
import { adminTables as a } from '../../tables/admin.ts';
import { encrypted } from './contract.ts';
import { defineContractRequests } from './contract-requests.ts';
import { seededAttachmentFiles, seededOrgs } from './seed.ts';
import { setSupplierAudit } from './supplier-handlers.ts';

const user = (account: string) => t.users.all().find((row) => row.account === account) as Entity<'User'>;
const role = (code: string) => t.roles.all().find((row) => row.roleCode === code) as Entity<'Role'>;
const org = (name: string) => t.orgs.all().find((row) => row.orgNameZh === name) as Entity<'Org'>;
const attachment = () => {
  const file = seededAttachmentFiles[0] as (typeof seededAttachmentFiles)[number];
  return { fileId: file.id, fileType: file.fileType, submittedFileName: '营业执照.pdf', attachmentType: 1 as const };
};

export const adminContractRequests = defineContractRequests({
  addItemCategoryAuthority: {
    input: () => ({
      body: {
        supplierId: org('青岛海尔智能电子有限公司').id,
        categoryIds: a.authorityCategories
          .all()
          .filter((row) => row.level === 2)
          .slice(0, 3)
          .map((row) => row.id),
        startDate: '2026-01-01',
        endDate: '2026-12-31',
      },
    }),
  },
  updateItemCategoryAuthority: {
    input: () => {
      const row = a.categoryAuthorities.all()[0] as Entity<'ItemCategoryAuthority'>;
      return {
        body: {
          id: row.id,
          supplierId: row.supplierId,
          categoryIds: row.categories.map((category) => category.categoryId),
          remark: '增补五金机电类目',
        },
      };
    },
  },
  deleteItemCategoryAuthority: {
    input: () => ({
      path: {
        id: a.categoryAuthorities.all().find((row) => row.supplierId === org('青岛海尔智能电子有限公司').id)?.id ?? '',
      },
    }),
  },
  getSupplierItemCategoryAuthority: { as: 'supplier', input: () => ({ path: { supplierId: seededOrgs.supplier } }) },
  // A supplier reads and signs for its own company.
  getSupplierInfo: { as: 'supplier', input: () => ({ body: {} }) },
  getSupplierCommitmentLogs: { as: 'supplier', input: () => ({ body: {} }) },
  saveSupplierCommitmentLog: { as: 'supplier', input: () => ({ body: { isAgree: 1 } }) },
  editSupplierBankAccount: {
    input: () => ({
      body: {
        id: seededOrgs.localSupplier,
        bankName: '中国工商银行济南历下支行',
        bankAccountName: '济南鲁信五金机电有限公司',
        bankAccount: '1602003109200123456',
        bankBranchNo: '102451000123',
      },
    }),
  },
  editSupplierBase: {
    input: () => {
      const supplier = a.suppliers.require(org('得力集团有限公司').id, '供应商');
      return {
        body: {
          id: supplier.id,
          orgNameZh: supplier.orgNameZh,
          creditCode: supplier.creditCode ?? '',
          contactName: '陈晓燕',
          contactPhone: '13705311234',
          introduction: '得力集团专注办公用品二十余年，全国仓配，次日达。',
        },
      };
    },
  },
  getOrgById: { input: () => ({ path: { id: seededOrgs.purchaser } }) },
  addOrg: {
    input: () => ({ body: { orgNameZh: '华北能源集团审计部', parentId: seededOrgs.purchaser, orgType: 3, sort: 6 } }),
  },
  updateOrg: {
    input: () => {
      const office = org('华北能源集团办公室');
      return { body: { id: office.id, orgNameZh: office.orgNameZh, parentId: office.parentId, orgType: 3, sort: 1 } };
    },
  },
  moveOrg: {
    input: () => ({ body: { id: org('华北能源集团信息中心').id, parentId: org('华北能源集团办公室').id } }),
  },
  bindWecomUser: { input: () => ({ body: { userId: user('caigou02').id, wecomUserId: 'LiCaiGou' } }) },
  unbindWecomUser: { input: () => ({ path: { userId: user('caigou01').id } }) },
  approveSupplier: { input: () => ({ path: { id: org('天津滨海劳保防护用品有限公司').id } }) },
  unapproveSupplier: {
    input: () => ({
      path: { id: org('太原晋阳机电设备有限公司').id },
      query: { auditRemark: '开户许可证已过期，请更新后重新提交' },
    }),
  },
  saveSupplierAttachments: {
    as: 'admin',
    input: () => ({ body: { orgId: org('河北冀中办公家具有限公司').id, attachments: [attachment()] } }),
  },
  submitSupplierJoin: {
    as: 'supplier',
    input: async () => {
      // The seeded supplier accounts are all approved: the review sends gys01's company back first.
      await setSupplierAudit(seededOrgs.supplier, 2, '营业执照已过期，请更新后重新提交');
      const supplier = a.suppliers.require(seededOrgs.supplier, '供应商');
      return {
        body: {
          orgNameZh: supplier.orgNameZh,
          creditCode: supplier.creditCode ?? '',
          supplierType: supplier.supplierType,
          legalPerson: '孙立新',
          contactName: '孙供应',
          contactPhone: '13801012345',
          attachments: [attachment()],
        },
      };
    },
  },
  getOrgTree: {
    input: async () => {
      // gys01's join application (the call before) is approved again, so later supplier calls find it trading.
      if (a.suppliers.get(seededOrgs.supplier)?.auditStatus !== 1) await setSupplierAudit(seededOrgs.supplier, 1);
      return { path: { id: seededOrgs.purchaser } };
    },
  },
  getOrgTreeLazy: { input: () => ({ path: { id: seededOrgs.purchaser } }) },
  addResource: {
    input: () => ({
      body: { parentId: '0', name: '计划导出', resourceType: 2, roleType: 2, code: 'plan:export', show: 0, sort: 300 },
    }),
  },
  updateResource: {
    input: () => {
      const button = t.resources.all().find((row) => row.code === 'evaluate:add') as Entity<'Resource'>;
      return {
        body: {
          id: button.id,
          parentId: '0',
          name: '发表评价',
          resourceType: 2,
          roleType: 2,
          code: 'evaluate:add',
          show: 0,
          sort: 210,
        },
      };
    },
  },
  getUserResourceAuthority: { input: () => ({ path: { id: user('caigou01').id } }) },
  updateRole: {
    input: () => ({
      path: { id: role('inquiry_clerk').id },
      body: { roleName: '询价专员', roleCode: 'inquiry_clerk', roleType: 2, orgId: seededOrgs.purchaser, sort: 11 },
    }),
  },
  deleteRole: { input: () => ({ path: { id: role('material_planner').id } }) },
  getRoleAuthority: { input: () => ({ path: { roleId: role('purchaser').id } }) },
  saveRoleAuthority: {
    input: () => ({
      path: { roleId: role('inquiry_clerk').id },
      body: {
        resourceIds: t.resources
          .all()
          .filter((row) => row.roleType === 2)
          .slice(0, 6)
          .map((row) => row.id),
      },
    }),
  },
  batchCreateRolesFromTemplates: {
    input: () => ({ body: { templateIds: [role('tpl_approver').id], orgIds: [org('西山煤电集团物资采购中心').id] } }),
  },
  unbindRoleUser: { input: () => ({ path: { roleId: role('approver').id, userId: user('bangong01').id } }) },
  batchBindRoleUsers: {
    input: () => ({ body: { roleId: role('inquiry_clerk').id, userIds: [user('caigou10').id, user('caigou11').id] } }),
  },
  getSupplierById: { input: () => ({ path: { id: seededOrgs.supplier } }) },
  getUserById: { input: () => ({ path: { id: user('caigou01').id } }) },
  deleteUser: { input: () => ({ path: { id: user('tingyong01').id } }) },
  enableOrgRole: {
    input: () => {
      const disabled = a.orgRoleDisables.all()[0] as { orgId: string; roleId: string };
      return { query: { orgId: disabled.orgId, roleId: disabled.roleId } };
    },
  },
  disableOrgRole: {
    input: () => ({ query: { orgId: org('华北能源集团办公室').id, roleId: role('approver').id } }),
  },
  editUserStatus: { input: () => ({ body: { id: user('zhuce04').id, status: 0 } }) },
  unlockUserAccount: { input: () => ({ path: { id: user('suoding01').id } }) },
  adminResetUserPassword: {
    input: () => ({ path: { id: user('zhuce01').id }, body: { password: encrypted('Reset2026a') } }),
  },
  addPurchaserUser: {
    input: () => ({
      path: { type: 2 },
      body: { account: 'lina_cg', fullName: '李娜', phone: '13964012345', orgId: seededOrgs.purchaser },
    }),
  },
  approvePurchaser: { input: () => ({ path: { id: user('zhuce02').id } }) },
  unapprovePurchaser: {
    input: () => ({ path: { id: user('zhuce03').id }, query: { auditRemark: '单位证明文件不清晰，请重新上传' } }),
  },
  savePurchaserAttachments: {
    input: () => ({
      body: {
        userId: user('zhuce01').id,
        attachments: [{ ...attachment(), submittedFileName: '单位证明.pdf' }],
      },
    }),
  },
  batchAssignUserRoles: {
    input: () => ({ body: { userIds: [user('caigou12').id], roleIds: [role('purchaser').id] } }),
  },
  batchAssignPurchaserRoles: {
    input: () => ({
      body: { userIds: [user('caigou13').id], roleIds: [role('purchaser').id, role('inquiry_clerk').id] },
    }),
  },
  updateUserBase: {
    input: () => ({ body: { id: user('caigou14').id, fullName: '张伟', email: 'zhangwei@example.com' } }),
  },
});
