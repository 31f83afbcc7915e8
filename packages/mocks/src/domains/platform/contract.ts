// Contract requests of files, content, workflow and system settings. The suite calls operations in path order on
// one store: adds come first (POST /x/), then edits (PUT /x/), details and deletes (/x/{id}); deletes take the
// last row, which is the one the add made.

import type { Entity } from '../../engine/entities.ts';
import type { Row, Table } from '../../engine/store.ts';
import { accountTables } from '../../tables/accounts.ts';
import { adminTables } from '../../tables/admin.ts';
import { platformTables as t } from '../../tables/platform.ts';
import { defineContractRequests } from '../accounts/contract-requests.ts';
import { seededOrgs } from '../accounts/seed.ts';
import { samplePng } from '../files/sample-files.ts';
import { seededFiles } from '../files/seed.ts';
import { approvalFlowXml } from '../workflow/bpmn.ts';
import { mayTake } from '../workflow/instances.ts';

const first = <T extends Row>(table: Table<T>) => table.all()[0] as T;
const last = <T extends Row>(table: Table<T>) => table.all().at(-1) as T;
const firstId = <T extends Row>(table: Table<T>) => ({ path: { id: first(table).id } });
const lastId = <T extends Row>(table: Table<T>) => ({ path: { id: last(table).id } });
const leaf = (index: number) => adminTables.authorityCategories.all().filter((row) => row.level === 2)[index] as Row;
const approvedSupplier = (index: number) =>
  adminTables.suppliers.all().filter((row) => row.auditStatus === 1)[index] as Entity<'Supplier'>;
const user = (account: string) => accountTables.users.all().find((row) => row.account === account) as Entity<'User'>;
const logo = () => t.files.require(seededFiles.logo, '文件');
const fileOf = (id: string) => ({ fileType: t.files.require(id, '文件').fileType, id });
const png = (name: string) => new File([samplePng(8, 8, [200, 30, 60], [255, 255, 255])], name, { type: 'image/png' });
const openTaskOf = (account: string) => {
  const id = user(account).id;
  const instance = t.processInstances
    .all()
    .find((row) => row.state === 'running' && row.businessType === 2 && row.steps.some((step) => mayTake(step, id)));
  return instance?.steps.find((step) => mayTake(step, id))?.taskId ?? '';
};
/** The body of an edit: a row without the fields the server derives, with changes. The spec's update bodies are
 * `Form & { id }`, which the generated types cannot express (`Record<string, never>`), hence the cast. */
const edited = <T extends object>(row: T, omit: string[], changes: Record<string, unknown>) => ({
  body: {
    ...Object.fromEntries(Object.entries(row).filter(([key]) => !omit.includes(key))),
    ...changes,
  } as never,
});

export const platformContractRequests = defineContractRequests({
  // ---- workflow
  listProcessHistory: { input: () => ({ query: { processInstanceId: first(t.processInstances).id } }) },
  getProcessInstanceDiagram: { input: () => ({ query: { processInstanceId: first(t.processInstances).id } }) },
  listDeployments: { input: () => ({ query: { deptId: seededOrgs.purchaser } }) },
  getProcessDefinitionXml: { input: () => ({ query: { deploymentId: last(t.deployments).id } }) },
  suspendOrActivateProcessDefinition: {
    input: () => ({
      body: {
        id: (t.processDefinitions.all().find((row) => row.key === 'project_approval') as Row).id,
        suspendState: 2,
      },
    }),
  },
  deployProcess: {
    input: () => ({
      query: { deptId: seededOrgs.purchaser, processName: '采购合同审批流程' },
      body: {
        file: new File(
          [
            approvalFlowXml({
              key: 'contract_approval',
              name: '采购合同审批流程',
              steps: [{ name: '法务审核', assignee: user('shenpi01').id }],
            }),
          ],
          'contract_approval.bpmn',
          { type: 'application/xml' },
        ),
      },
    }),
  },
  deleteProcessDeployment: {
    // A deployment none of whose definitions has an instance: the superseded first version of the order flow.
    input: () => {
      const used = new Set(t.processInstances.all().map((row) => row.processDefinitionId));
      const idle = t.deployments.all().find((row) => !used.has(row.processDefinitionId ?? ''));
      return { path: { deploymentId: idle?.id ?? '' } };
    },
  },
  pageRateHistory: {
    input: () => ({ query: { fkItemId: t.rateSettings.all().find((row) => row.fkItemId)?.fkItemId ?? '' } }),
  },
  saveRateSetting: {
    input: () => ({ body: { itemCategoryId: leaf(1).id, supplierId: approvedSupplier(1).id, rate: 5.5 } }),
  },
  approveTask: {
    as: 'approver',
    input: () => ({ path: { taskId: openTaskOf('shenpi01') }, body: { comment: '同意' } }),
  },
  getTaskDetail: { input: () => ({ path: { taskId: first(t.processInstances).steps[0]?.taskId ?? '' } }) },
  rejectTask: {
    as: 'approver',
    input: () => ({
      path: { taskId: openTaskOf('shenpi01') },
      body: { comment: '超出本季度采购额度，请调整后重新提交' },
    }),
  },
  listUsersByDeploymentId: { input: () => ({ query: { deploymentId: last(t.deployments).id } }) },
  queryUsersByAccount: { input: () => ({ query: { Account: 'shenpi01' } }) },

  // ---- system
  updateBizDictionary: {
    input: () => edited(first(t.bizDictionaries), ['createTime'], { remark: '常用计量单位' }),
  },
  deleteBizDictionary: { input: () => lastId(t.bizDictionaries) },
  updateCustomer: {
    input: () => edited(first(t.customers), ['createTime', 'supplierName'], { workTime: '7×24 小时' }),
  },
  getCustomer: { input: () => firstId(t.customers) },
  deleteCustomer: { input: () => lastId(t.customers) },
  addDictionary: { input: () => ({ body: { dictType: 'goods_state', dictValue: '5', dictLabel: '已删除', sort: 6 } }) },
  updateDictionary: {
    input: () => edited(first(t.dictionaries), ['createTime'], { remark: '商品上下架状态' }),
  },
  deleteDictionary: { input: () => lastId(t.dictionaries) },
  addFreight: {
    input: () => ({
      body: {
        supplierId: approvedSupplier(0).id,
        ruleName: '北京市内配送',
        areaCodes: ['110000'],
        baseFreight: 10,
        freeThreshold: 199,
      },
    }),
  },
  updateFreight: {
    input: () => edited(first(t.freights), ['createTime', 'supplierName', 'areaNames'], { baseFreight: 12.5 }),
  },
  getFreight: { input: () => firstId(t.freights) },
  deleteFreight: { input: () => lastId(t.freights) },
  updateHoliday: { input: () => edited(first(t.holidays), ['createTime', 'year'], { remark: '法定假日' }) },
  getHoliday: { input: () => firstId(t.holidays) },
  deleteHoliday: { input: () => lastId(t.holidays) },
  getSysLog: { input: () => firstId(t.sysLogs) },
  addOnlineSupplier: {
    input: () => {
      const taken = new Set(t.onlineSuppliers.all().map((row) => row.supplierId));
      const supplier = adminTables.suppliers.all().find((row) => row.supplierType === 1 && !taken.has(row.id));
      return {
        body: {
          supplierId: supplier?.id ?? '',
          platformCode: 'suning',
          platformName: '苏宁易购企业购',
          apiUrl: 'https://open.suning.example.com',
          appKey: 'ak_contract',
          appSecret: 'secret-contract',
        },
      };
    },
  },
  updateOnlineSupplier: {
    input: () =>
      edited(first(t.onlineSuppliers), ['createTime', 'supplierName', 'syncStatus', 'lastSyncTime'], {
        apiUrl: 'https://bizapi.jd.example.com/v2',
      }),
  },
  getOnlineSupplier: { input: () => firstId(t.onlineSuppliers) },
  deleteOnlineSupplier: { input: () => lastId(t.onlineSuppliers) },
  addPurchaseBranch: {
    input: () => ({ body: { orgId: seededOrgs.purchaser, branchName: '华北能源集团阳泉分公司', branchType: 1 } }),
  },
  updatePurchaseBranch: {
    input: () => edited(first(t.purchaseBranches), ['createTime', 'orgName'], { contactName: '王建军' }),
  },
  getPurchaseBranch: { input: () => firstId(t.purchaseBranches) },
  deletePurchaseBranch: { input: () => lastId(t.purchaseBranches) },
  addPurchaseQuota: {
    input: () => ({
      body: { orgId: seededOrgs.purchaser, categoryId: leaf(9).id, period: 3, year: 2026, quotaAmount: 60000 },
    }),
  },
  updatePurchaseQuota: {
    input: () => {
      const row = first(t.purchaseQuotas);
      return {
        body: {
          id: row.id,
          orgId: row.orgId,
          ...(row.userId && { userId: row.userId }),
          categoryId: row.categoryId,
          period: row.period,
          year: row.year,
          quotaAmount: row.quotaAmount + 10000,
        } as never,
      };
    },
  },
  getPurchaseQuota: { input: () => firstId(t.purchaseQuotas) },
  deletePurchaseQuota: { input: () => lastId(t.purchaseQuotas) },
  enableRiskCheck: { input: () => ({ body: { riskType: 3, enable: 1 } }) },
  addSupplierScore: {
    input: () => ({
      body: {
        supplierId: approvedSupplier(0).id,
        scoreYear: 2026,
        scoreQuarter: 4,
        qualityScore: 23,
        deliveryScore: 22,
        serviceScore: 24,
        priceScore: 21.5,
      },
    }),
  },
  updateSupplierScore: {
    input: () => {
      const row = first(t.supplierScores);
      return {
        body: {
          id: row.id,
          supplierId: row.supplierId,
          scoreYear: row.scoreYear,
          scoreQuarter: row.scoreQuarter,
          qualityScore: 24,
          deliveryScore: 23,
          serviceScore: 22,
          priceScore: 20,
          remark: '复核调整',
        } as never,
      };
    },
  },
  getSupplierScore: { input: () => firstId(t.supplierScores) },
  deleteSupplierScore: { input: () => lastId(t.supplierScores) },
  addSysAccount: {
    input: () => {
      const taken = new Set(t.sysAccounts.all().map((row) => row.orgId));
      const org = accountTables.orgs
        .all()
        .find((row) => (row.orgType === 2 || row.orgType === 3) && !taken.has(row.id));
      return { body: { orgId: org?.id ?? '', accountType: 1, accountDays: 30, creditAmount: 100000 } };
    },
  },
  updateSysAccount: {
    input: () => edited(first(t.sysAccounts), ['createTime', 'orgName'], { accountDays: 60 }),
  },
  getSysAccount: { input: () => firstId(t.sysAccounts) },
  deleteSysAccount: { input: () => lastId(t.sysAccounts) },
  addNumberRule: {
    input: () => ({
      body: {
        ruleCode: 'RECEIPT_NO',
        ruleName: '收货单编号',
        prefix: 'SH',
        dateFormat: 'yyyyMMdd',
        serialLength: 4,
        resetCycle: 1,
      },
    }),
  },
  updateNumberRule: {
    input: () => edited(first(t.numberRules), ['createTime', 'example', 'currentSerial'], { serialLength: 7 }),
  },
  getNumberRule: { input: () => firstId(t.numberRules) },
  deleteNumberRule: { input: () => lastId(t.numberRules) },
  addTenant: {
    input: () => ({ body: { tenantCode: 'zc009', tenantName: '海淀区政府采购商城', tenantPath: '/haidian' } }),
  },
  updateTenant: { input: () => edited(first(t.tenants), ['createTime'], { contactName: '赵敏' }) },
  getTenant: { input: () => firstId(t.tenants) },
  deleteTenant: { input: () => lastId(t.tenants) },
  addViolationRecord: {
    input: () => ({
      body: {
        supplierId: approvedSupplier(1).id,
        violationType: 2,
        description: '订单DD202610210035超过承诺发货时间5天未发货',
        penaltyType: 2,
        deductScore: 5,
        recordTime: '2026-11-02 09:30:00',
      },
    }),
  },
  updateViolationRecord: {
    input: () => edited(first(t.violationRecords), ['createTime', 'supplierName', 'handlerName'], { status: 1 }),
  },
  getViolationRecord: { input: () => firstId(t.violationRecords) },
  deleteViolationRecord: { input: () => lastId(t.violationRecords) },

  // ---- files
  downloadFile: { input: () => ({ path: fileOf(seededFiles.licence) }) },
  getFile: { input: () => ({ path: fileOf(seededFiles.logo) }) },
  getFileUnTenant: { input: () => ({ path: fileOf(seededFiles.logo) }) },
  getFileUrl: { input: () => ({ path: fileOf(seededFiles.licence) }) },
  uploadGoodsFile: { input: () => ({ body: { file: png('goods-main.png') } }) },
  uploadGoodsFileList: {
    input: () => ({ body: { files: [png('goods-1.png'), png('goods-2.png')] } }),
  },
  previewFile: { input: () => ({ path: fileOf(seededFiles.logo) }) },
  queryFileList: { input: () => ({ path: { ids: `${seededFiles.logo},${seededFiles.licence}` } }) },
  removeFile: { input: () => ({ path: fileOf(last(t.files).id) }) },
  removeFilesByUrls: { input: () => ({ body: [last(t.files).url ?? ''] }) },
  uploadFile: { input: () => ({ body: { file: png('licence.png'), fileType: 'supplier' } }) },
  uploadFileList: { input: () => ({ body: { files: [png('a.png'), png('b.png')] } }) },

  // ---- content
  addFileHandBook: {
    input: () => ({
      body: {
        title: '采购人操作手册（2026版）',
        handBookType: 1,
        fileId: seededFiles.licence,
        fileName: '采购人操作手册（2026版）.pdf',
      },
    }),
  },
  updateFileHandBook: {
    input: () =>
      edited(first(t.handbooks), ['createTime', 'fileUrl', 'downloadCount'], { fileId: seededFiles.licence, sort: 9 }),
  },
  getFileHandBook: { input: () => firstId(t.handbooks) },
  deleteFileHandBook: { input: () => lastId(t.handbooks) },
  addCategorySquareSetting: { input: () => ({ body: { categoryId: leaf(12).id, name: '电动工具' } }) },
  updateCategorySquareSetting: {
    input: () => edited(first(t.categorySquare), ['createTime', 'categoryName'], { name: '办公纸张' }),
  },
  getCategorySquareSetting: { input: () => firstId(t.categorySquare) },
  deleteCategorySquareSetting: { input: () => lastId(t.categorySquare) },
  addIndexFloor: { input: () => ({ body: { floorName: '安防消防', color: '#2f54eb', sort: 7 } }) },
  updateIndexFloor: { input: () => edited(first(t.floors), ['createTime'], { color: '#d4380d' }) },
  getIndexFloor: { input: () => firstId(t.floors) },
  deleteIndexFloor: { input: () => lastId(t.floors) },
  updateInformationArticle: {
    input: () =>
      edited(first(t.information), ['createTime', 'publishTime', 'viewCount'], {
        content: '<p>各采购单位：请于12月10日前完成集采需求填报。</p>',
      }),
  },
  getInformationArticle: { input: () => firstId(t.information) },
  deleteInformationArticle: { input: () => lastId(t.information) },
  getPlatformMessage: { input: () => firstId(t.platformMessages) },
  pagePlatformMessageReceivers: { input: () => firstId(t.platformMessages) },
  getMessage: {
    input: () => ({ path: { id: (t.messages.all().find((row) => row.receiverId === user('admin').id) as Row).id } }),
  },
  readMessage: {
    input: () => ({
      path: {
        id: (t.messages.all().find((row) => row.receiverId === user('admin').id && row.readFlag === 0) as Row).id,
      },
    }),
  },
  updatePlatformIntroduction: {
    input: () => edited(first(t.introductions), ['createTime', 'updateTime'], { sort: 1 }),
  },
  getPlatformIntroduction: { input: () => firstId(t.introductions) },
  getPlatformRule: { input: () => firstId(t.platformRules) },
  addPlatformRule: {
    input: () => ({ body: { title: '供应商履约考核办法', ruleType: 3, content: '<p>按季度考核供应商履约情况。</p>' } }),
  },
  updatePlatformRule: {
    input: () => edited(first(t.platformRules), ['createTime', 'updateTime'], { version: 'V2.2' }),
  },
  deletePlatformRule: { input: () => lastId(t.platformRules) },
  selectInformationById: {
    input: () => ({ query: { id: (t.information.all().find((row) => row.status === 1) as Row).id } }),
  },
  deletePlatformIntroduction: { input: () => lastId(t.introductions) },
  updateProductArea: {
    input: () => edited(first(t.productAreas), ['createTime'], { description: '脱贫地区特色农产品' }),
  },
  getProductArea: { input: () => firstId(t.productAreas) },
  deleteProductArea: { input: () => lastId(t.productAreas) },
  addSysBanner: {
    input: () => ({ body: { title: '办公用品年终集采节', imageUrl: logo().url ?? '', position: 1, sort: 9 } }),
  },
  updateSysBanner: { input: () => edited(first(t.banners), ['createTime'], { title: '双十二办公集采节' }) },
  getSysBanner: { input: () => firstId(t.banners) },
  deleteSysBanner: { input: () => lastId(t.banners) },
  updateSysCharacteristic: {
    input: () => edited(first(t.characteristics), ['createTime'], { description: '品牌直供 假一赔十' }),
  },
  getSysCharacteristic: { input: () => firstId(t.characteristics) },
  deleteSysCharacteristic: { input: () => lastId(t.characteristics) },
  updateNotice: {
    input: () => {
      const draft = t.notices.all().find((row) => row.status === 0) as Entity<'Notice'>;
      return {
        body: {
          id: draft.id,
          title: draft.title,
          noticeType: draft.noticeType,
          content: draft.content ?? '<p>公告正文</p>',
          status: 1,
        } as never,
      };
    },
  },
  deleteNotice: { input: () => ({ path: { id: (t.notices.all().find((row) => row.status === 2) as Row).id } }) },
  getNoticeInfo: {
    input: () => ({ query: { id: (t.notices.all().find((row) => row.status === 1) as Row).id } }),
  },
  pushPurchaseNotice: {
    as: 'purchaser',
    input: () => ({
      body: {
        projectId: '1730265498712999001',
        projectType: 1,
        noticeType: 1,
        title: '华北能源集团办公桌椅竞价采购公告',
        content: '<p>一、项目名称：2026年第四季度办公桌椅竞价采购</p>',
      },
    }),
  },
});
