// System settings: dictionaries, numbering rules, holidays, tenants, logs, payment terms, branches, quotas, freight,
// customer service, online suppliers, supplier scores, risk checks, violations and client error reports.
import type { OperationId } from '@zc/sdk';
import type { Context } from '../../engine/define.ts';
import { clientIp, defineHandlers } from '../../engine/define.ts';
import type { Entity } from '../../engine/entities.ts';
import { between, contains, equals, newestFirst, paginate } from '../../engine/paging.ts';
import { newId, now } from '../../engine/random.ts';
import { matchesQuery, unique } from '../../engine/resource.ts';
import { fail, type Table } from '../../engine/store.ts';
import { catalogueTables } from '../../tables/catalogue.ts';
import { platformTables as t } from '../../tables/platform.ts';
import { planTables as p } from '../../tables/welfare.ts';
import { currentUser } from '../accounts/session.ts';
import { userCategoryQuotas } from '../welfare/plan-handlers.ts';
import { bySort, family } from './crud.ts';
import { categoryNamed, purchaserOrgNamed, supplierNamed, userNamed } from './lookups.ts';

type Body = Record<string, unknown>;
type Dictionary = Entity<'Dictionary'>;

/** Province-level area codes the freight rules name. */
export const provinces: Record<string, string> = {
  '110000': '北京市',
  '120000': '天津市',
  '130000': '河北省',
  '140000': '山西省',
  '150000': '内蒙古自治区',
  '210000': '辽宁省',
  '310000': '上海市',
  '320000': '江苏省',
  '330000': '浙江省',
  '370000': '山东省',
  '410000': '河南省',
  '420000': '湖北省',
  '440000': '广东省',
  '510000': '四川省',
  '610000': '陕西省',
};

/** An entry of the operation log, as the server writes one for administrative actions. */
export async function logOperation(context: Context<OperationId>, module: string, operation: string) {
  const user = context.session ? currentUser(context.session) : undefined;
  const url = new URL(context.request.url);
  await t.sysLogs.insert({
    id: newId(),
    logType: 2,
    ...(user && { userId: user.id }),
    userName: user?.account ?? 'anonymous',
    module,
    operation,
    method: context.request.method,
    requestUrl: url.pathname,
    ip: clientIp(context.request),
    costMs: 12,
    result: 1,
    createTime: now(),
  });
}

function dictionaryFamily(
  table: Table<Dictionary>,
  label: string,
  ops: { list: OperationId; add: OperationId; edit: OperationId; remove: OperationId },
) {
  return family(table, {
    label,
    list: ops.list,
    add: ops.add,
    edit: ops.edit,
    remove: ops.remove,
    defaults: { sort: 0, status: 1 },
    filter: (row, query) =>
      equals(row.dictType, query.dictType) &&
      contains(row.dictLabel, query.dictLabel) &&
      equals(row.status, query.status),
    order: (rows) => [...rows].sort((a, b) => a.dictType.localeCompare(b.dictType) || a.sort - b.sort),
    check: (body, existing) => {
      const dictType = (body.dictType ?? existing?.dictType) as string;
      const dictValue = (body.dictValue ?? existing?.dictValue) as string;
      if (
        table.all().some((row) => row.dictType === dictType && row.dictValue === dictValue && row.id !== existing?.id)
      )
        fail(`字典类型“${dictType}”下已存在字典值“${dictValue}”`);
    },
  });
}

type Quota = Entity<'PurchaseQuota'>;

const isTopCategory = (id: unknown) => catalogueTables.categories.get(String(id))?.parentId === '0';

/** A quota names a category of the catalogue (older quotas, a category of the maintenance authorities). */
const quotaCategoryName = (id: unknown) => catalogueTables.categories.get(String(id))?.name ?? categoryNamed(id).name;

/**
 * What a quota has used: for a buyer's limit of a top category, what the buyer's plans take of it, as the order check
 * counts it; otherwise the amount recorded.
 */
function usedOf(quota: Quota): number {
  if (!quota.userId || !p.userCategories.get(quota.id)) return quota.usedAmount;
  return userCategoryQuotas(quota.userId).find((row) => row.categoryId === quota.categoryId)?.usedAmount ?? 0;
}
const withUse = (quota: Quota): Quota => ({ ...quota, usedAmount: usedOf(quota) });

/**
 * An enabled quota of a buyer in a top category is the buyer's limit of that category, which the order check reads
 * (the plans domain's table, under the quota's id); any other quota limits nothing there.
 */
async function syncCategoryLimit(quota: Quota) {
  const limit = p.userCategories.get(quota.id);
  if (!quota.userId || quota.status !== 1 || !isTopCategory(quota.categoryId)) {
    if (limit) p.userCategories.remove(quota.id);
    return;
  }
  const fields = {
    userId: quota.userId,
    categoryId: quota.categoryId,
    categoryName: quota.categoryName ?? quotaCategoryName(quota.categoryId),
    quotaAmount: quota.quotaAmount,
  };
  if (limit) await p.userCategories.update(quota.id, fields);
  else await p.userCategories.insert({ id: quota.id, ...fields });
}

/** The number a rule gives next: prefix, date part and serial. */
function numberExample(rule: { prefix?: string; dateFormat?: string; serialLength: number; currentSerial?: number }) {
  const day = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  const date = (rule.dateFormat ?? '')
    .replace('yyyy', String(day.getFullYear()))
    .replace('yy', String(day.getFullYear()).slice(2))
    .replace('MM', pad(day.getMonth() + 1))
    .replace('dd', pad(day.getDate()));
  return `${rule.prefix ?? ''}${date}${String((rule.currentSerial ?? 0) + 1).padStart(rule.serialLength, '0')}`;
}

function gradeOf(total: number): 'A' | 'B' | 'C' | 'D' {
  if (total >= 90) return 'A';
  if (total >= 75) return 'B';
  if (total >= 60) return 'C';
  return 'D';
}

const field = <T>(body: Body, existing: T | undefined, key: keyof T & string) =>
  body[key] ?? (existing as Record<string, unknown> | undefined)?.[key];

/** The administrator's quotas; a saved one sets or ends the buyer's category limit it is (`syncCategoryLimit`). */
const quotaFamily = family(t.purchaseQuotas, {
  label: '采购限额',
  detail: 'getPurchaseQuota',
  add: 'addPurchaseQuota',
  edit: 'updatePurchaseQuota',
  defaults: { status: 1, usedAmount: 0 },
  check: (body, existing) => {
    const quota = { ...existing, ...body } as Quota;
    if (quota.userId && !isTopCategory(quota.categoryId)) fail('个人采购限额须按一级品类设置');
    const used = existing ? usedOf(existing) : 0;
    if (typeof body.quotaAmount === 'number' && body.quotaAmount < used)
      fail(`限额不能低于已使用金额 ${used.toFixed(2)} 元`);
    const same = t.purchaseQuotas
      .all()
      .find(
        (row) =>
          row.id !== existing?.id &&
          row.orgId === quota.orgId &&
          (row.userId ?? '') === (quota.userId ?? '') &&
          row.categoryId === quota.categoryId &&
          row.year === quota.year,
      );
    if (same) fail(`${same.userName ?? same.orgName}在“${same.categoryName}”已有 ${same.year} 年采购限额`);
  },
  derive: (body, existing) => {
    const userId = field(body, existing, 'userId');
    const orgId = field(body, existing, 'orgId');
    if (userId && userNamed(userId).orgId !== orgId) fail('所选用户不属于该采购单位');
    return {
      orgName: purchaserOrgNamed(orgId).orgNameZh,
      categoryName: quotaCategoryName(field(body, existing, 'categoryId')),
      ...(userId ? { userName: userNamed(userId).fullName } : {}),
    };
  },
}) as Record<string, ((context: Context<OperationId>) => Promise<Quota>) | undefined>;

async function saved(written: Promise<Quota> | undefined) {
  const quota = (await written) as Quota;
  await syncCategoryLimit(quota);
  return withUse(quota);
}

export const systemHandlers = defineHandlers({
  ...dictionaryFamily(t.dictionaries, '系统字典项', {
    list: 'queryDictionaryList',
    add: 'addDictionary',
    edit: 'updateDictionary',
    remove: 'deleteDictionary',
  }),
  ...dictionaryFamily(t.bizDictionaries, '业务字典项', {
    list: 'queryBizDictionaryList',
    add: 'addBizDictionary',
    edit: 'updateBizDictionary',
    remove: 'deleteBizDictionary',
  }),
  clearDictionaryCache: async (context) => {
    await logOperation(context, '系统字典', '清除系统字典缓存');
    return true;
  },
  clearBizDictionaryCache: async (context) => {
    await logOperation(context, '业务字典', '清除业务字典缓存');
    return true;
  },

  ...family(t.numberRules, {
    label: '编码规则',
    page: 'pageNumberRules',
    detail: 'getNumberRule',
    add: 'addNumberRule',
    edit: 'updateNumberRule',
    defaults: { status: 1, currentSerial: 0 },
    check: unique(t.numberRules, 'ruleCode', '编码规则'),
    derive: (body, existing) => ({
      example: numberExample({
        prefix: field(body, existing, 'prefix') as string | undefined,
        dateFormat: field(body, existing, 'dateFormat') as string | undefined,
        serialLength: field(body, existing, 'serialLength') as number,
        currentSerial: existing?.currentSerial ?? 0,
      }),
    }),
  }),

  deleteNumberRule: ({ input }) => {
    const rule = t.numberRules.require(input.path.id, '编码规则');
    if ((rule.currentSerial ?? 0) > 0) fail(`编码规则“${rule.ruleName}”已生成编号，不能删除，可停用`);
    t.numberRules.remove(rule.id);
    return true;
  },

  ...family(t.holidays, {
    label: '节假日',
    page: 'pageHolidays',
    detail: 'getHoliday',
    add: 'addHoliday',
    edit: 'updateHoliday',
    remove: 'deleteHoliday',
    order: (rows) => [...rows].sort((a, b) => a.holidayDate.localeCompare(b.holidayDate)),
    check: unique(t.holidays, 'holidayDate', '日期'),
    derive: (body, existing) => ({ year: Number(String(field(body, existing, 'holidayDate')).slice(0, 4)) }),
  }),

  ...family(t.tenants, {
    label: '租户',
    page: 'pageTenants',
    detail: 'getTenant',
    add: 'addTenant',
    edit: 'updateTenant',
    remove: 'deleteTenant',
    defaults: { status: 1 },
    check: (body, existing) => {
      unique(t.tenants, 'tenantCode', '租户编码')(body, existing);
      unique(t.tenants, 'tenantPath', '租户路径')(body, existing);
    },
  }),

  ...family(t.sysLogs, {
    label: '日志',
    page: 'pageSysLogs',
    detail: 'getSysLog',
    export: 'exportSysLogs',
    columns: [
      ['日志类型', (row) => ({ 1: '登录日志', 2: '操作日志', 3: '异常日志' })[row.logType]],
      ['账号', (row) => row.userName],
      ['模块', (row) => row.module],
      ['操作', (row) => row.operation],
      ['请求', (row) => [row.method, row.requestUrl].filter(Boolean).join(' ')],
      ['IP', (row) => row.ip],
      ['耗时（毫秒）', (row) => row.costMs],
      ['结果', (row) => (row.result === 1 ? '成功' : '失败')],
      ['错误信息', (row) => row.errorMsg],
      ['时间', (row) => row.createTime],
    ],
    filter: (row, query) =>
      equals(row.logType, query.logType) &&
      contains(row.userName, query.userName) &&
      contains(row.operation, query.operation) &&
      between(row.createTime, query.startTime, query.endTime),
  }),
  reportClientError: async ({ input, request, session }) => {
    const body = input.body;
    const isScript = body.type === 'script';
    await t.sysLogs.insert({
      id: newId(),
      logType: 3,
      ...(session && { userId: session.userId }),
      userName: session?.user_name ?? 'anonymous',
      module: isScript ? '前端脚本' : '前端请求',
      operation: isScript ? '前端脚本错误' : `接口请求失败（HTTP ${body.status ?? 0}）`,
      ...(body.method && { method: body.method.toUpperCase() }),
      requestUrl: body.url,
      ...(body.data && { requestParams: body.data.slice(0, 2000) }),
      ip: clientIp(request),
      ...(request.headers.get('user-agent') && { userAgent: request.headers.get('user-agent') as string }),
      result: 0,
      errorMsg: isScript
        ? (body.message ?? '未知脚本错误')
        : `${body.status ?? ''} ${body.statusText ?? ''}`.trim() || '请求失败',
      createTime: now(),
    });
    return true;
  },

  ...family(t.sysAccounts, {
    label: '账期设置',
    page: 'pageSysAccounts',
    detail: 'getSysAccount',
    add: 'addSysAccount',
    edit: 'updateSysAccount',
    remove: 'deleteSysAccount',
    defaults: { status: 1 },
    check: (body, existing) => {
      if (t.sysAccounts.all().some((row) => row.orgId === body.orgId && row.id !== existing?.id))
        fail('该采购单位已设置账期');
    },
    derive: (body, existing) => ({ orgName: purchaserOrgNamed(field(body, existing, 'orgId')).orgNameZh }),
  }),

  ...family(t.purchaseBranches, {
    label: '采购分支机构',
    page: 'pagePurchaseBranches',
    detail: 'getPurchaseBranch',
    add: 'addPurchaseBranch',
    edit: 'updatePurchaseBranch',
    remove: 'deletePurchaseBranch',
    order: bySort,
    defaults: { isShow: 1, sort: 0 },
    check: (body, existing) => {
      const orgId = body.orgId ?? existing?.orgId;
      if (
        t.purchaseBranches
          .all()
          .some((row) => row.orgId === orgId && row.branchName === body.branchName && row.id !== existing?.id)
      )
        fail(`分支机构“${String(body.branchName)}”已存在`);
    },
    derive: (body, existing) => ({ orgName: purchaserOrgNamed(field(body, existing, 'orgId')).orgNameZh }),
  }),

  ...quotaFamily,
  addPurchaseQuota: (context) => saved(quotaFamily.addPurchaseQuota?.(context)),
  updatePurchaseQuota: (context) => saved(quotaFamily.updatePurchaseQuota?.(context)),
  pagePurchaseQuotas: ({ input }) => {
    const query = input.query ?? {};
    const rows = t.purchaseQuotas
      .all()
      .filter(
        (row) =>
          equals(row.orgId, query.orgId) &&
          equals(row.categoryId, query.categoryId) &&
          equals(row.year, query.year) &&
          contains(row.userName, query.userName),
      );
    return paginate(newestFirst(rows, 'createTime').map(withUse), query, 20);
  },
  deletePurchaseQuota: async ({ input }) => {
    const quota = t.purchaseQuotas.require(input.path.id, '采购限额');
    const used = usedOf(quota);
    if (used > 0) fail(`采购限额已使用¥${used.toFixed(2)}，不能删除，可停用`);
    t.purchaseQuotas.remove(quota.id);
    if (p.userCategories.get(quota.id)) p.userCategories.remove(quota.id);
    return true;
  },

  ...family(t.freights, {
    label: '运费规则',
    page: 'pageFreights',
    detail: 'getFreight',
    defaults: { isDefault: 0, status: 1 },
  }),
  deleteFreight: ({ input }) => {
    const rule = t.freights.require(input.path.id, '运费规则');
    if (rule.isDefault === 1) fail('默认运费规则不能删除，请先将其他规则设为默认');
    t.freights.remove(rule.id);
    return true;
  },
  addFreight: async (context) => {
    const body = context.input.body;
    const fields = freightFields(body);
    await clearOtherDefaults(body.supplierId, body.isDefault, undefined);
    return t.freights.insert({ id: newId(), isDefault: 0, status: 1, ...body, ...fields, createTime: now() });
  },
  updateFreight: async (context) => {
    const body = context.input.body;
    const existing = t.freights.require(body.id, '运费规则');
    const fields = freightFields(body);
    await clearOtherDefaults(body.supplierId, body.isDefault, existing.id);
    return t.freights.update(existing.id, { ...body, ...fields, id: existing.id });
  },

  ...family(t.customers, {
    label: '客服',
    page: 'pageCustomers',
    detail: 'getCustomer',
    add: 'addCustomer',
    edit: 'updateCustomer',
    remove: 'deleteCustomer',
    order: bySort,
    defaults: { status: 1, sort: 0 },
    derive: (body, existing) => {
      const type = field(body, existing, 'customerType');
      const supplierId = field(body, existing, 'supplierId');
      if (type === 2 && !supplierId) fail('供应商客服须选择供应商');
      return type === 2 ? { supplierName: supplierNamed(supplierId).orgNameZh } : {};
    },
  }),
  queryCustomerService: ({ input }) =>
    bySort(
      t.customers
        .all()
        .filter(
          (row) =>
            row.status === 1 &&
            (input.query?.supplierId
              ? row.customerType === 2 && row.supplierId === input.query.supplierId
              : row.customerType === 1),
        ),
    ),

  ...family(t.onlineSuppliers, {
    label: '电商供应商接入',
    page: 'pageOnlineSuppliers',
    detail: 'getOnlineSupplier',
    remove: 'deleteOnlineSupplier',
  }),
  addOnlineSupplier: async ({ input }) => {
    const { appSecret, ...body } = input.body;
    const supplierName = onlineSupplierName(body);
    const id = newId();
    if (appSecret) await t.onlineSupplierSecrets.insert({ id, appSecret });
    return t.onlineSuppliers.insert({
      ...body,
      id,
      supplierName,
      syncStatus: 0,
      status: body.status ?? 1,
      createTime: now(),
    });
  },
  updateOnlineSupplier: async ({ input }) => {
    const { appSecret, ...body } = input.body;
    const existing = t.onlineSuppliers.require(body.id, '电商供应商接入');
    const supplierName = onlineSupplierName(body, existing.id);
    if (appSecret) {
      if (t.onlineSupplierSecrets.get(existing.id)) await t.onlineSupplierSecrets.update(existing.id, { appSecret });
      else await t.onlineSupplierSecrets.insert({ id: existing.id, appSecret });
    }
    return t.onlineSuppliers.update(existing.id, { ...body, id: existing.id, supplierName });
  },

  ...family(t.supplierScores, {
    label: '供应商评分',
    page: 'pageSupplierScores',
    detail: 'getSupplierScore',
    add: 'addSupplierScore',
    edit: 'updateSupplierScore',
    remove: 'deleteSupplierScore',
    check: (body, existing) => {
      const key = ['supplierId', 'scoreYear', 'scoreQuarter'].map((name) => field(body, existing, name as never));
      if (
        t.supplierScores
          .all()
          .some(
            (row) =>
              row.id !== existing?.id &&
              row.supplierId === key[0] &&
              row.scoreYear === key[1] &&
              row.scoreQuarter === key[2],
          )
      )
        fail(`该供应商 ${String(key[1])} 年第 ${String(key[2])} 季度已评分`);
    },
    derive: (body, existing, context) => {
      const score = (name: 'qualityScore' | 'deliveryScore' | 'serviceScore' | 'priceScore') =>
        Number(field(body, existing, name) ?? 0);
      const total =
        Math.round(
          (score('qualityScore') + score('deliveryScore') + score('serviceScore') + score('priceScore')) * 100,
        ) / 100;
      return {
        supplierName: supplierNamed(field(body, existing, 'supplierId')).orgNameZh,
        totalScore: total,
        grade: gradeOf(total),
        scorerName: currentUser(context.session).fullName,
      };
    },
  }),

  listRiskSettings: () => t.riskSettings.all().map(({ id: _id, ...setting }) => setting),
  enableRiskCheck: async ({ input }) => {
    const setting = t.riskSettings.all().find((row) => row.riskType === input.body.riskType);
    if (!setting) fail('风险检测项不存在', 404);
    if (setting.enable === input.body.enable) fail(input.body.enable === 1 ? '该风险检测已开启' : '该风险检测已关闭');
    const { id: _id, ...updated } = await t.riskSettings.update(setting.id, {
      enable: input.body.enable,
      updateTime: now(),
    });
    return updated;
  },
  ...family(t.riskReports, {
    label: '风险报告',
    page: 'pageRiskReport',
    createTime: false,
    filter: (row, query) =>
      equals(row.riskType, query.riskType) &&
      equals(row.level, query.level) &&
      contains(row.projectNo, query.projectNo) &&
      between(row.lastTime, query.startTime, query.endTime) &&
      t.riskSettings.all().some((setting) => setting.riskType === row.riskType && setting.enable === 1),
    order: (rows) => newestFirst(rows, 'lastTime'),
  }),

  ...family(t.violationRecords, {
    label: '违规记录',
    page: 'pageViolationRecords',
    detail: 'getViolationRecord',
    add: 'addViolationRecord',
    edit: 'updateViolationRecord',
    remove: 'deleteViolationRecord',
    defaults: { status: 0 },
    filter: (row, query) => matchesQuery(row, query),
    check: (body, existing) => {
      if (existing?.status === 2) fail('已撤销的违规记录不能修改');
      if (body.penaltyType === 2 && !body.deductScore) fail('扣分处罚须填写扣除分数');
    },
    derive: (body, existing, context) => ({
      supplierName: supplierNamed(field(body, existing, 'supplierId')).orgNameZh,
      ...(body.status === 1 && existing?.status !== 1 && { handlerName: currentUser(context.session).fullName }),
    }),
  }),
});

function freightFields(body: Entity<'FreightForm'>) {
  const supplier = supplierNamed(body.supplierId);
  const unknown = body.areaCodes.find((code) => !provinces[code]);
  if (unknown) fail(`地区编码“${unknown}”不存在`);
  if (body.baseFreight < 0 || body.freeThreshold < 0) fail('运费和包邮门槛不能为负数');
  return {
    supplierName: supplier.orgNameZh,
    areaNames: body.areaCodes.map((code) => provinces[code]).join('、'),
  };
}

/** One default freight rule per supplier: a new default replaces the old one. */
async function clearOtherDefaults(supplierId: string, isDefault: number | undefined, id: string | undefined) {
  if (isDefault !== 1) return;
  for (const row of t.freights.all())
    if (row.supplierId === supplierId && row.isDefault === 1 && row.id !== id)
      await t.freights.update(row.id, { isDefault: 0 });
}

function onlineSupplierName(body: { supplierId: string; platformCode: string }, id?: string) {
  const supplier = supplierNamed(body.supplierId);
  if (supplier.supplierType !== 1) fail(`“${supplier.orgNameZh}”不是电商供应商，不能接入`);
  if (t.onlineSuppliers.all().some((row) => row.platformCode === body.platformCode && row.id !== id))
    fail(`平台编码“${body.platformCode}”已存在`);
  return supplier.orgNameZh;
}
