// Supplier companies: profiles, review, join applications, commitments, org links and category authorities.
import { seededPassword } from '../../config.ts';
import type { Context } from '../../engine/define.ts';
import { clientIp, defineHandlers } from '../../engine/define.ts';
import type { Entity } from '../../engine/entities.ts';
import { contains, equals, newestFirst, paginate } from '../../engine/paging.ts';
import { newId, now } from '../../engine/random.ts';
import { resource } from '../../engine/resource.ts';
import { fail } from '../../engine/store.ts';
import { accountTables as t } from '../../tables/accounts.ts';
import { adminTables as a } from '../../tables/admin.ts';
import { catalogueTables } from '../../tables/catalogue.ts';
import { orderTables } from '../../tables/orders.ts';
import { platformTables } from '../../tables/platform.ts';
import { projectTables } from '../../tables/projects.ts';
import { checkAttachmentFiles, isAdminUser, isSupplierUser } from './admin-handlers.ts';
import { roleType } from './seed.ts';
import { currentUser } from './session.ts';
import { unitOf } from './units.ts';

type Supplier = Entity<'Supplier'>;
type User = Entity<'User'>;
type Session = Context<'getSupplierInfo'>['session'];

/** The supplier of the signed-in supplier user, or the one asked for (a supplier may only read its own). */
function supplierFor(session: Session, supplierId?: string): Supplier {
  const me = currentUser(session);
  if (supplierId) {
    if (isSupplierUser(me) && me.orgId !== supplierId) fail('只能查看本单位的供应商信息', 403);
    return a.suppliers.require(supplierId, '供应商');
  }
  if (!isSupplierUser(me)) fail('当前用户不是供应商用户，请指定供应商');
  return a.suppliers.require(me.orgId, '供应商');
}

/** A supplier edits its own profile; an administrator any. */
function editableSupplier(session: Session, id: string): Supplier {
  const me = currentUser(session);
  if (!isAdminUser(me) && me.orgId !== id) fail('只能修改本单位的供应商信息', 403);
  return a.suppliers.require(id, '供应商');
}

function checkUniqueCompany(fields: { orgNameZh?: string; creditCode?: string }, id?: string) {
  for (const supplier of a.suppliers.all()) {
    if (supplier.id === id) continue;
    if (fields.creditCode && supplier.creditCode === fields.creditCode)
      fail(`统一社会信用代码“${fields.creditCode}”已被其他供应商使用`);
    if (fields.orgNameZh && supplier.orgNameZh === fields.orgNameZh) fail(`供应商“${fields.orgNameZh}”已存在`);
  }
}

/** Review state of a supplier and its organisation move together; getSupplierEnable reads the organisation. */
export async function setSupplierAudit(id: string, auditStatus: 0 | 1 | 2 | 3, auditRemark?: string) {
  await a.suppliers.update(id, (row) => {
    row.auditStatus = auditStatus;
    row.enable = auditStatus === 1 ? 1 : 0;
    row.updateTime = now();
    if (auditStatus === 1 || auditStatus === 2) row.auditTime = now();
    if (auditRemark) row.auditRemark = auditRemark;
    else delete row.auditRemark;
  });
  await t.orgs.update(id, { auditStatus: auditStatus === 3 ? 0 : auditStatus });
  for (const link of a.bizOrgSuppliers.all())
    if (link.supplierId === id) await a.bizOrgSuppliers.update(link.id, { enable: auditStatus === 1 ? 1 : 0 });
}

/** The company fields shared by the supplier and its organisation. */
async function syncOrg(supplier: Supplier) {
  await t.orgs.update(supplier.id, {
    orgNameZh: supplier.orgNameZh,
    creditCode: supplier.creditCode,
    ...(supplier.shortName && { shortName: supplier.shortName }),
    ...(supplier.contactName && { contactName: supplier.contactName }),
    ...(supplier.contactPhone && { contactPhone: supplier.contactPhone }),
    ...(supplier.address && { address: supplier.address }),
  });
  for (const user of t.users.all())
    if (user.orgId === supplier.id && user.orgName !== supplier.orgNameZh)
      await t.users.update(user.id, { orgName: supplier.orgNameZh });
}

/** A category of the catalogue (the administrator picks them in its tree), or one of the seeded authorities' own. */
function authorizedCategory(id: string): Entity<'AuthorizedCategory'> {
  const { categories } = catalogueTables;
  const category = categories.get(id);
  if (!category) {
    const named = a.authorityCategories.require(id, '品目');
    return { categoryId: named.id, categoryName: named.name, categoryPath: named.path, level: named.level };
  }
  const names: string[] = [];
  for (let node = categories.get(id); node; node = categories.get(node.parentId)) names.unshift(node.name);
  return { categoryId: id, categoryName: category.name, categoryPath: names.join('/'), level: category.level };
}

const categoriesOf = (ids: readonly string[]) => [...new Set(ids)].map(authorizedCategory);

function authorityRow(body: Entity<'ItemCategoryAuthorityForm'>, existing?: Entity<'ItemCategoryAuthority'>) {
  const supplier = a.suppliers.require(body.supplierId, '供应商');
  if (supplier.auditStatus !== 1) fail('供应商未审核通过，不能设置品目维护权限');
  if (a.categoryAuthorities.all().some((row) => row.supplierId === body.supplierId && row.id !== existing?.id))
    fail('该供应商已设置品目维护权限，请直接修改');
  if (body.startDate && body.endDate && body.startDate > body.endDate) fail('开始日期不能晚于结束日期');
  const { categoryIds, ...fields } = body;
  return {
    ...fields,
    supplierName: supplier.orgNameZh,
    categories: categoriesOf(categoryIds),
    status: body.status ?? existing?.status ?? 1,
    updateTime: now(),
  };
}

/** Whether the user's purchasing organisation has dealt with the supplier: an order, a project bid or contract. */
function dealsWith(user: User, supplierId: string) {
  const own = new Set([user.orgId, unitOf(user.orgId)?.id]);
  const { projects, bids, contracts, sourcingOrders } = projectTables;
  return (
    orderTables.orders.all().some((row) => row.supplierId === supplierId && own.has(row.purchaserId)) ||
    contracts.all().some((row) => row.supplierId === supplierId && own.has(row.purchaserOrgId)) ||
    sourcingOrders.all().some((row) => row.supplierId === supplierId && own.has(row.purchaserOrgId)) ||
    bids.all().some((row) => row.supplierId === supplierId && own.has(projects.get(row.projectId)?.purchaserOrgId))
  );
}

/** What only a supplier's parties read: its bank account, credit code, legal person and phone. */
const partiesOnly = new Set([
  'creditCode',
  'legalPerson',
  'contactPhone',
  'bankName',
  'bankAccountName',
  'bankAccount',
  'bankBranchNo',
]);

/** A supplier as the user may read it: whole for the supplier itself, administrators and purchasers in a deal with it. */
function supplierShownTo(user: User, supplier: Supplier): Supplier {
  const party =
    isAdminUser(user) ||
    user.orgId === supplier.id ||
    ((user.roles ?? []).some((role) => role.roleType === roleType.purchaser) && dealsWith(user, supplier.id));
  return party
    ? supplier
    : (Object.fromEntries(Object.entries(supplier).filter(([key]) => !partiesOnly.has(key))) as Supplier);
}

export const supplierHandlers = defineHandlers({
  getSupplierById: ({ input, session }) =>
    supplierShownTo(currentUser(session), a.suppliers.require(input.path.id, '供应商')),
  getSupplierInfo: ({ input, session }) => supplierFor(session, input.body?.supplierId),

  getSupplierCommitmentLogs: ({ input, session }) => {
    const supplier = supplierFor(session, input.body?.supplierId);
    return newestFirst(
      a.commitmentLogs.all().filter((log) => log.supplierId === supplier.id),
      'signTime',
    );
  },

  saveSupplierCommitmentLog: async ({ input, session, request }) => {
    const me = currentUser(session);
    if (!isSupplierUser(me)) fail('只有供应商用户可以签署承诺书');
    const supplier = supplierFor(session, input.body.supplierId);
    // The supplier signs the commitment in force: the one the platform published last, unless it names another.
    const published = [...platformTables.commitmentTexts.all()].sort((x, y) =>
      y.publishTime.localeCompare(x.publishTime),
    );
    const version = input.body.commitmentVersion ?? published[0]?.version;
    if (!version) fail('平台尚未发布承诺书');
    if (!published.some((text) => text.version === version)) fail(`承诺书版本 ${version} 不存在`);
    const log = await a.commitmentLogs.insert({
      id: newId(),
      supplierId: supplier.id,
      supplierName: supplier.orgNameZh,
      userId: me.id,
      fullName: me.fullName,
      commitmentVersion: version,
      isAgree: 1,
      ip: clientIp(request),
      signTime: now(),
    });
    await a.suppliers.update(supplier.id, { isCommitment: 1 });
    return log;
  },

  addSupplier: async ({ input }) => {
    const body = input.body;
    checkUniqueCompany(body);
    if (t.users.all().some((user) => user.account === body.account)) fail(`账号“${body.account}”已存在`);
    if (body.attachments) checkAttachmentFiles(body.attachments);
    const roleCode = body.supplierType === 1 ? 'supplier_ecommerce' : 'supplier_local';
    const role = t.roles.all().find((candidate) => candidate.roleCode === roleCode && !candidate.orgId);
    const id = newId();
    const userId = newId();
    const createTime = now();
    await t.orgs.insert({
      id,
      orgNameZh: body.orgNameZh,
      ...(body.shortName && { shortName: body.shortName }),
      creditCode: body.creditCode,
      parentId: '0',
      orgType: 4,
      auditStatus: 1,
      status: 1,
      contactName: body.contactName,
      contactPhone: body.contactPhone,
      ...(body.address && { address: body.address }),
      userId,
      createTime,
    });
    await t.users.insert({
      id: userId,
      account: body.account,
      fullName: body.contactName,
      userType: 3,
      phone: body.contactPhone,
      ...(body.email && { email: body.email }),
      orgId: id,
      orgName: body.orgNameZh,
      status: 1,
      locked: 0,
      roles: role ? [{ id: role.id, roleName: role.roleName, roleCode: role.roleCode, roleType: role.roleType }] : [],
      createTime,
    });
    await t.credentials.insert({ id: userId, password: seededPassword, failedLogins: 0 });
    const { account, ...fields } = body;
    return a.suppliers.insert({
      ...fields,
      id,
      userId,
      account,
      auditStatus: 1,
      auditTime: createTime,
      enable: 1,
      isCommitment: 0,
      attachments: body.attachments ?? [],
      createTime,
      updateTime: createTime,
    });
  },

  approveSupplier: async ({ input }) => {
    const supplier = a.suppliers.require(input.path.id, '供应商');
    if (supplier.auditStatus === 1) fail('该供应商已审核通过');
    if (supplier.auditStatus === 3) fail('该供应商尚未提交入驻申请');
    await setSupplierAudit(supplier.id, 1);
    return true;
  },

  unapproveSupplier: async ({ input }) => {
    const supplier = a.suppliers.require(input.path.id, '供应商');
    if (supplier.auditStatus === 2) fail('该供应商已是审核驳回状态');
    if (supplier.auditStatus === 3) fail('该供应商尚未提交入驻申请');
    const reason = input.query.auditRemark.trim();
    if (!reason) fail('请填写驳回原因');
    await setSupplierAudit(supplier.id, 2, reason);
    return true;
  },

  pageSuppliers: ({ input }) => {
    const query = input.query ?? {};
    const rows = a.suppliers
      .all()
      .filter(
        (supplier) =>
          contains(supplier.orgNameZh, query.orgNameZh) &&
          contains(supplier.creditCode, query.creditCode) &&
          equals(supplier.supplierType, query.supplierType) &&
          equals(supplier.auditStatus, query.auditStatus),
      );
    return paginate(newestFirst(rows, 'createTime'), query);
  },

  submitSupplierJoin: async ({ input, session }) => {
    const me = currentUser(session);
    if (!isSupplierUser(me)) fail('只有供应商用户可以提交入驻申请');
    const supplier = a.suppliers.require(me.orgId, '供应商');
    if (supplier.auditStatus === 1) fail('供应商已审核通过，无需重复提交入驻申请');
    if (supplier.auditStatus === 0) fail('入驻申请正在审核中，请勿重复提交');
    checkUniqueCompany(input.body, supplier.id);
    checkAttachmentFiles(input.body.attachments);
    const updated = await a.suppliers.update(supplier.id, { ...input.body, updateTime: now() });
    await syncOrg(updated);
    await setSupplierAudit(supplier.id, 0);
    return a.suppliers.require(supplier.id, '供应商');
  },

  saveSupplierAttachments: async ({ input, session }) => {
    const supplier = editableSupplier(session, input.body.orgId);
    checkAttachmentFiles(input.body.attachments);
    await a.suppliers.update(supplier.id, { attachments: input.body.attachments, updateTime: now() });
    return true;
  },

  editSupplierBase: async ({ input, session }) => {
    const { id, ...fields } = input.body;
    editableSupplier(session, id);
    checkUniqueCompany(fields, id);
    await syncOrg(await a.suppliers.update(id, { ...fields, updateTime: now() }));
    return true;
  },

  editSupplierBankAccount: async ({ input, session }) => {
    const { id, ...fields } = input.body;
    editableSupplier(session, id);
    await a.suppliers.update(id, { ...fields, updateTime: now() });
    return true;
  },

  listBizOrgSuppliers: ({ input }) => {
    const query = input.query ?? {};
    const rows = a.bizOrgSuppliers
      .all()
      .filter(
        (link) =>
          equals(link.orgId, query.orgId) &&
          contains(link.supplierName, query.supplierName) &&
          equals(link.supplierType, query.supplierType) &&
          equals(link.enable, query.enable),
      );
    return paginate(newestFirst(rows, 'createTime'), query);
  },

  ...resource(a.categoryAuthorities, {
    label: '品目维护权限',
    page: 'pageItemCategoryAuthority',
    remove: 'deleteItemCategoryAuthority',
    filter: (row, query) =>
      contains(row.supplierName, query.supplierName) &&
      equals(row.status, query.status) &&
      (!query.categoryId || row.categories.some((category) => category.categoryId === query.categoryId)),
    order: (rows) => newestFirst(rows, 'updateTime'),
  }),

  addItemCategoryAuthority: async ({ input }) =>
    a.categoryAuthorities.insert({ id: newId(), ...authorityRow(input.body) }),

  updateItemCategoryAuthority: async ({ input }) => {
    const existing = a.categoryAuthorities.require(input.body.id, '品目维护权限');
    const { id: _id, ...body } = input.body;
    return a.categoryAuthorities.update(existing.id, authorityRow(body, existing));
  },

  getSupplierItemCategoryAuthority: ({ input, session }) => {
    const supplier = supplierFor(session, input.path.supplierId);
    const row = a.categoryAuthorities.all().find((authority) => authority.supplierId === supplier.id);
    if (!row) fail('该供应商尚未设置品目维护权限', 404);
    return row;
  },
});
