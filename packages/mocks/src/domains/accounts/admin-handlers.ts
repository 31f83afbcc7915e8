// The administration of users, organisations, roles and resources (tags users-orgs and roles).
import { seededPassword } from '../../config.ts';
import { defineHandlers } from '../../engine/define.ts';
import type { Entity } from '../../engine/entities.ts';
import { contains, equals, newestFirst, paginate } from '../../engine/paging.ts';
import { newId, now } from '../../engine/random.ts';
import { fail } from '../../engine/store.ts';
import { accountTables as t } from '../../tables/accounts.ts';
import { adminTables as a } from '../../tables/admin.ts';
import { platformTables } from '../../tables/platform.ts';
import { checkPasswordRule } from './passwords.ts';
import { roleType } from './seed.ts';
import { currentUser, decryptPassword, grantedResources } from './session.ts';
import { removeWecomBinding } from './wecom-handlers.ts';

type User = Entity<'User'>;
type Role = Entity<'Role'>;
type Resource = Entity<'Resource'>;

export const isAdminUser = (user: User) => (user.roles ?? []).some((role) => role.roleType === roleType.admin);
export const isSupplierUser = (user: User) => user.userType !== 0;
const roleSummary = (role: Role) => ({
  id: role.id,
  roleName: role.roleName,
  roleCode: role.roleCode,
  roleType: role.roleType,
});

/** Roles a user may hold: supplier accounts supplier roles, purchaser-side accounts the other groups. */
function checkRolesFit(users: User[], roles: Role[]) {
  for (const role of roles) {
    if (role.isTemplate === 1) fail(`“${role.roleName}”是角色模板，不能直接分配给用户`);
    if (role.status !== 1) fail(`角色“${role.roleName}”已停用`);
    for (const user of users) {
      if (isSupplierUser(user) !== (role.roleType === roleType.supplier))
        fail(`角色“${role.roleName}”与用户“${user.fullName}”的用户类型不匹配`);
    }
  }
}

const requireAll = <T extends { id: string }>(
  table: { require(id: string, what: string): T },
  ids: readonly string[],
  what: string,
) => [...new Set(ids)].map((id) => table.require(id, what));

async function setRoles(user: User, roles: Role[]) {
  await t.users.update(user.id, { roles: roles.map(roleSummary) });
}

function usersPage(query: Record<string, unknown>, supplier: boolean) {
  const rows = t.users
    .all()
    .filter(
      (user) =>
        isSupplierUser(user) === supplier &&
        contains(user.account, query.account) &&
        contains(user.fullName, query.fullName) &&
        contains(user.phone, query.phone) &&
        equals(user.orgId, query.orgId) &&
        equals(user.status, query.status) &&
        equals(user.purchaserType, query.purchaserType) &&
        equals(user.auditStatus, query.auditStatus),
    );
  return paginate(newestFirst(rows, 'createTime'), query);
}

/** Children of an organisation as tree nodes, all the way down or one level (lazy). */
function orgNodes(parentId: string, deep: boolean): Entity<'OrgTreeNode'>[] {
  const orgs = t.orgs.all();
  return orgs
    .filter((org) => org.parentId === parentId)
    .sort((x, y) => (x.sort ?? 0) - (y.sort ?? 0))
    .map((org) => {
      const isParent = orgs.some((child) => child.parentId === org.id);
      return {
        id: org.id,
        parentId: org.parentId,
        name: org.orgNameZh,
        orgType: org.orgType,
        isParent,
        ...(deep && { children: orgNodes(org.id, true) }),
      };
    });
}

function resourceTree(resources: Resource[]): Resource[] {
  const ids = new Set(resources.map((resource) => resource.id));
  const childrenOf = (parentId: string): Resource[] =>
    resources
      .filter((resource) => resource.parentId === parentId)
      .sort((x, y) => (x.sort ?? 0) - (y.sort ?? 0))
      .map((resource) => ({ ...resource, children: childrenOf(resource.id) }));
  return resources
    .filter((resource) => !ids.has(resource.parentId))
    .sort((x, y) => (x.sort ?? 0) - (y.sort ?? 0))
    .map((resource) => ({ ...resource, children: childrenOf(resource.id) }));
}

function checkRoleCode(body: { roleCode: string; orgId?: string }, existing?: Role) {
  const clash = t.roles
    .all()
    .find(
      (role) =>
        role.roleCode === body.roleCode && (role.orgId ?? '') === (body.orgId ?? '') && role.id !== existing?.id,
    );
  if (clash) fail(`角色编码“${body.roleCode}”已存在`);
  if (body.orgId) t.orgs.require(body.orgId, '组织');
}

function checkResource(body: Entity<'ResourceForm'>, existing?: Resource) {
  if (body.parentId !== '0') {
    const parent = t.resources.require(body.parentId, '上级资源');
    if (parent.roleType !== body.roleType) fail('上级资源与资源的角色类型不一致');
    for (let node: Resource | undefined = parent; node; node = t.resources.get(node.parentId))
      if (existing && node.id === existing.id) fail('上级资源不能是资源自身或其下级');
  }
  const code = body.code;
  if (code && t.resources.all().some((r) => r.code === code && r.roleType === body.roleType && r.id !== existing?.id))
    fail(`权限标识“${code}”已存在`);
}

export const adminHandlers = defineHandlers({
  // ---- users
  getUserById: ({ input, session }) => {
    const me = currentUser(session);
    if (input.path.id !== me.id && !isAdminUser(me)) fail('只能查看自己的用户信息', 403);
    return t.users.require(input.path.id, '用户');
  },

  deleteUser: async ({ input, session }) => {
    const user = t.users.require(input.path.id, '用户');
    if (user.id === currentUser(session).id) fail('不能删除当前登录的账号');
    if (a.suppliers.all().some((supplier) => supplier.userId === user.id)) fail('该账号是供应商主账号，不能删除');
    t.users.remove(user.id);
    t.credentials.remove(user.id);
    a.purchaserAttachments.remove(user.id);
    removeWecomBinding(user.id);
    return true;
  },

  editUserStatus: async ({ input, session }) => {
    const { id, status } = input.body;
    const user = t.users.require(id, '用户');
    if (user.status === status) fail(status === 1 ? '该账号已是启用状态' : '该账号已是停用状态');
    if (status === 0 && id === currentUser(session).id) fail('不能停用当前登录的账号');
    await t.users.update(id, { status });
    return true;
  },

  unlockUserAccount: async ({ input }) => {
    const user = t.users.require(input.path.id, '用户');
    const credential = t.credentials.require(user.id, '账号');
    if (user.locked !== 1 && credential.failedLogins === 0) fail('该账号未被锁定');
    await t.users.update(user.id, { locked: 0 });
    await t.credentials.update(user.id, { failedLogins: 0 });
    return true;
  },

  adminResetUserPassword: async ({ input }) => {
    const user = t.users.require(input.path.id, '用户');
    const password = decryptPassword(input.body.password);
    checkPasswordRule(password);
    await t.credentials.update(user.id, { password, failedLogins: 0 });
    return true;
  },

  updateUserBase: async ({ input, session }) => {
    const me = currentUser(session);
    const { id, ...fields } = input.body;
    const user = t.users.require(id, '用户');
    if (user.id !== me.id && !isAdminUser(me)) fail('只能修改自己的基本信息', 403);
    if (fields.phone && t.users.all().some((other) => other.phone === fields.phone && other.id !== id))
      fail(`手机号“${fields.phone}”已被其他账号使用`);
    await t.users.update(id, fields);
    return true;
  },

  listPurchaserUsersByType: ({ input }) =>
    t.users
      .all()
      .filter(
        (user) =>
          user.userType === 0 &&
          (user.purchaserType ?? 2) === input.path.type &&
          equals(user.orgId, input.query?.orgId) &&
          contains(user.fullName, input.query?.fullName),
      ),

  addPurchaserUser: async ({ input }) => {
    const body = input.body;
    if (t.users.all().some((user) => user.account === body.account)) fail(`账号“${body.account}”已存在`);
    if (t.users.all().some((user) => user.phone === body.phone)) fail(`手机号“${body.phone}”已被其他账号使用`);
    const org = t.orgs.require(body.orgId, '组织');
    if (org.orgType === 4) fail('供应商组织下不能新增采购人用户');
    const wanted = input.path.type === 1 ? roleType.admin : roleType.purchaser;
    const roles = body.roleIds?.length
      ? requireAll(t.roles, body.roleIds, '角色')
      : t.roles.all().filter((role) => role.roleCode === (wanted === roleType.admin ? 'platform_admin' : 'purchaser'));
    const password = body.password ? decryptPassword(body.password) : seededPassword;
    if (body.password) checkPasswordRule(password);
    const user: User = {
      id: newId(),
      account: body.account,
      fullName: body.fullName,
      userType: 0,
      purchaserType: input.path.type,
      phone: body.phone,
      ...(body.email && { email: body.email }),
      orgId: org.id,
      orgName: org.orgNameZh,
      status: 1,
      locked: 0,
      auditStatus: 1,
      roles: roles.map(roleSummary),
      createTime: now(),
    };
    checkRolesFit([user], roles);
    await t.credentials.insert({ id: user.id, password, failedLogins: 0 });
    return t.users.insert(user);
  },

  approvePurchaser: async ({ input }) => {
    const user = t.users.require(input.path.id, '用户');
    if (isSupplierUser(user)) fail('该用户不是采购人用户');
    if (user.auditStatus === 1) fail('该用户已审核通过');
    await t.users.update(user.id, (row) => {
      row.auditStatus = 1;
      delete row.auditRemark;
    });
    return true;
  },

  unapprovePurchaser: async ({ input }) => {
    const user = t.users.require(input.path.id, '用户');
    if (isSupplierUser(user)) fail('该用户不是采购人用户');
    if (user.auditStatus === 2) fail('该用户已是审核未通过状态');
    const reason = input.query.auditRemark.trim();
    if (!reason) fail('请填写驳回原因');
    await t.users.update(user.id, { auditStatus: 2, auditRemark: reason });
    return true;
  },

  savePurchaserAttachments: async ({ input }) => {
    const { userId, attachments } = input.body;
    const user = t.users.require(userId, '用户');
    if (isSupplierUser(user)) fail('该用户不是采购人用户');
    checkAttachmentFiles(attachments);
    if (a.purchaserAttachments.get(userId)) await a.purchaserAttachments.update(userId, { attachments });
    else await a.purchaserAttachments.insert({ id: userId, attachments });
    return true;
  },

  pagePurchaserUsers: ({ input }) => usersPage(input.query ?? {}, false),
  pageSupplierUsers: ({ input }) => usersPage(input.query ?? {}, true),

  batchAssignUserRoles: async ({ input }) => assignRoles(input.body, false),
  batchAssignPurchaserRoles: async ({ input }) => assignRoles(input.body, true),

  enableOrgRole: async ({ input }) => {
    const { orgId, roleId } = input.query;
    t.orgs.require(orgId, '组织');
    t.roles.require(roleId, '角色');
    const disabled = a.orgRoleDisables.all().find((row) => row.orgId === orgId && row.roleId === roleId);
    if (!disabled) fail('该组织的此角色未被禁用');
    const role = t.roles.require(roleId, '角色');
    for (const userId of disabled.userIds) {
      const user = t.users.get(userId);
      if (user && !(user.roles ?? []).some((held) => held.id === roleId))
        await t.users.update(userId, { roles: [...(user.roles ?? []), roleSummary(role)] });
    }
    a.orgRoleDisables.remove(disabled.id);
    return true;
  },

  disableOrgRole: async ({ input }) => {
    const { orgId, roleId } = input.query;
    t.orgs.require(orgId, '组织');
    t.roles.require(roleId, '角色');
    if (a.orgRoleDisables.all().some((row) => row.orgId === orgId && row.roleId === roleId))
      fail('该组织的此角色已禁用');
    const holders = t.users
      .all()
      .filter((user) => user.orgId === orgId && (user.roles ?? []).some((role) => role.id === roleId));
    for (const user of holders)
      await t.users.update(user.id, { roles: (user.roles ?? []).filter((role) => role.id !== roleId) });
    await a.orgRoleDisables.insert({ id: newId(), orgId, roleId, userIds: holders.map((user) => user.id) });
    return true;
  },

  queryApproveRoleTree: ({ input }) => {
    const orgs = t.orgs
      .all()
      .filter((org) => (input.query?.orgId ? org.id === input.query.orgId : org.orgType === 2 || org.orgType === 3));
    return orgs.map((org) => {
      const users = t.users.all().filter((user) => user.orgId === org.id && user.status === 1 && !isSupplierUser(user));
      const roles = t.roles
        .all()
        .filter(
          (role) =>
            role.roleType === roleType.purchaser &&
            users.some((user) => user.roles?.some((held) => held.id === role.id)),
        );
      return {
        id: org.id,
        parentId: org.parentId,
        name: org.orgNameZh,
        nodeType: 1 as const,
        children: roles.map((role) => ({
          id: `${org.id}_${role.id}`,
          parentId: org.id,
          name: role.roleName,
          nodeType: 2 as const,
          children: users
            .filter((user) => user.roles?.some((held) => held.id === role.id))
            .map((user) => ({
              id: user.id,
              parentId: `${org.id}_${role.id}`,
              name: user.fullName,
              nodeType: 3 as const,
              account: user.account,
            })),
        })),
      };
    });
  },

  // ---- organisations
  getOrgById: ({ input }) => t.orgs.require(input.path.id, '组织'),
  listAllPurchaserOrgs: () => t.orgs.all().filter((org) => org.orgType === 2 || org.orgType === 3),
  getOrgTree: ({ input }) => {
    if (input.path.id === '0') return orgNodes('0', true);
    const org = t.orgs.require(input.path.id, '组织');
    const children = orgNodes(org.id, true);
    return [
      {
        id: org.id,
        parentId: org.parentId,
        name: org.orgNameZh,
        orgType: org.orgType,
        isParent: children.length > 0,
        children,
      },
    ];
  },
  getOrgTreeLazy: ({ input }) => {
    if (input.path.id !== '0') t.orgs.require(input.path.id, '组织');
    return orgNodes(input.path.id, false);
  },
  querySupplierOrgs: ({ input }) => {
    const query = input.query ?? {};
    const userOrg = query.userId ? t.users.require(query.userId, '用户').orgId : undefined;
    return t.orgs
      .all()
      .filter(
        (org) =>
          org.orgType === 4 &&
          contains(org.orgNameZh, query.orgNameZh) &&
          equals(org.auditStatus, query.auditStatus) &&
          equals(org.id, userOrg),
      );
  },

  // ---- roles
  addRole: async ({ input }) => {
    const body = input.body;
    checkRoleCode(body);
    const org = body.orgId ? t.orgs.get(body.orgId) : undefined;
    return t.roles.insert({
      id: newId(),
      ...body,
      ...(org && { orgName: org.orgNameZh }),
      isTemplate: body.isTemplate ?? 0,
      status: body.status ?? 1,
      readonly: 0,
      createTime: now(),
    });
  },

  updateRole: async ({ input }) => {
    const role = t.roles.require(input.path.id, '角色');
    if (role.readonly === 1) fail('内置角色不允许修改');
    checkRoleCode(input.body, role);
    const org = input.body.orgId ? t.orgs.get(input.body.orgId) : undefined;
    const updated = await t.roles.update(role.id, { ...input.body, ...(org && { orgName: org.orgNameZh }) });
    for (const user of t.users.all())
      if (user.roles?.some((held) => held.id === role.id))
        await t.users.update(user.id, {
          roles: user.roles.map((held) => (held.id === role.id ? roleSummary(updated) : held)),
        });
    return updated;
  },

  deleteRole: async ({ input }) => {
    const role = t.roles.require(input.path.id, '角色');
    if (role.readonly === 1) fail('内置角色不允许删除');
    for (const user of t.users.all())
      if (user.roles?.some((held) => held.id === role.id))
        await t.users.update(user.id, { roles: user.roles.filter((held) => held.id !== role.id) });
    for (const row of t.roleAuthorities.all()) if (row.roleId === role.id) t.roleAuthorities.remove(row.id);
    for (const row of a.orgRoleDisables.all()) if (row.roleId === role.id) a.orgRoleDisables.remove(row.id);
    t.roles.remove(role.id);
    return true;
  },

  listAllRoles: ({ input }) =>
    t.roles
      .all()
      .filter(
        (role) =>
          role.isTemplate !== 1 &&
          equals(role.roleType, input.query?.roleType) &&
          equals(role.orgId, input.query?.orgId),
      )
      .sort((x, y) => (x.sort ?? 0) - (y.sort ?? 0)),

  pageRoles: ({ input }) => {
    const query = input.query ?? {};
    const rows = t.roles
      .all()
      .filter(
        (role) =>
          role.isTemplate !== 1 &&
          contains(role.roleName, query.roleName) &&
          contains(role.roleCode, query.roleCode) &&
          equals(role.roleType, query.roleType) &&
          equals(role.orgId, query.orgId),
      );
    return paginate(newestFirst(rows, 'createTime'), query);
  },

  getRoleType: ({ session }) => {
    const types = (currentUser(session).roles ?? []).map((role) => role.roleType);
    const type = [roleType.admin, roleType.supplier, roleType.purchaser, roleType.welfare].find((candidate) =>
      types.includes(candidate),
    );
    if (!type) fail('当前用户未分配角色，请联系管理员');
    return type;
  },

  listRoleTemplates: ({ input }) =>
    t.roles.all().filter((role) => role.isTemplate === 1 && equals(role.roleType, input.query?.roleType)),

  batchCreateRolesFromTemplates: async ({ input }) => {
    const templates = requireAll(t.roles, input.body.templateIds, '角色模板');
    const orgs = requireAll(t.orgs, input.body.orgIds, '组织');
    for (const template of templates) if (template.isTemplate !== 1) fail(`“${template.roleName}”不是角色模板`);
    // An organisation that already has a template's role keeps it; the others get theirs.
    const created: Role[] = [];
    const skipped: Entity<'RoleTemplateSkip'>[] = [];
    for (const org of orgs) {
      for (const template of templates) {
        if (t.roles.all().some((role) => role.orgId === org.id && role.roleCode === template.roleCode)) {
          const reason = `已存在角色编码“${template.roleCode}”`;
          skipped.push({
            orgId: org.id,
            orgName: org.orgNameZh,
            templateId: template.id,
            roleName: template.roleName,
            reason,
          });
          continue;
        }
        const role = await t.roles.insert({
          id: newId(),
          roleName: template.roleName,
          roleCode: template.roleCode,
          roleType: template.roleType,
          orgId: org.id,
          orgName: org.orgNameZh,
          isTemplate: 0,
          templateId: template.id,
          status: 1,
          readonly: 0,
          sort: template.sort,
          ...(template.description && { description: template.description }),
          createTime: now(),
        });
        const authority = t.roleAuthorities.all().find((row) => row.roleId === template.id);
        await t.roleAuthorities.insert({ id: newId(), roleId: role.id, resourceIds: authority?.resourceIds ?? [] });
        created.push(role);
      }
    }
    return { created, skipped };
  },

  unbindRoleUser: async ({ input }) => {
    const role = t.roles.require(input.path.roleId, '角色');
    const user = t.users.require(input.path.userId, '用户');
    if (!user.roles?.some((held) => held.id === role.id)) fail('该用户未绑定此角色');
    await t.users.update(user.id, { roles: user.roles.filter((held) => held.id !== role.id) });
    return true;
  },

  batchBindRoleUsers: async ({ input }) => {
    const role = t.roles.require(input.body.roleId, '角色');
    const users = requireAll(t.users, input.body.userIds, '用户');
    checkRolesFit(users, [role]);
    for (const user of users)
      if (!user.roles?.some((held) => held.id === role.id))
        await t.users.update(user.id, { roles: [...(user.roles ?? []), roleSummary(role)] });
    return true;
  },

  getRoleAuthority: ({ input }) => {
    const role = t.roles.require(input.path.roleId, '角色');
    const row = t.roleAuthorities.all().find((authority) => authority.roleId === role.id);
    return { roleId: role.id, resourceIds: row?.resourceIds ?? [] };
  },

  saveRoleAuthority: async ({ input }) => {
    const role = t.roles.require(input.path.roleId, '角色');
    const resources = requireAll(t.resources, input.body.resourceIds, '资源');
    const foreign = resources.find((resource) => resource.roleType !== role.roleType);
    if (foreign) fail(`资源“${foreign.name}”不属于该角色的角色类型`);
    const resourceIds = resources.map((resource) => resource.id);
    const row = t.roleAuthorities.all().find((authority) => authority.roleId === role.id);
    if (row) await t.roleAuthorities.update(row.id, { resourceIds });
    else await t.roleAuthorities.insert({ id: newId(), roleId: role.id, resourceIds });
    return true;
  },

  // ---- resources
  getResourceTree: ({ input }) => {
    const query = input.query ?? {};
    return resourceTree(
      t.resources
        .all()
        .filter((resource) => equals(resource.roleType, query.roleType) && contains(resource.name, query.name)),
    );
  },

  addResource: async ({ input }) => {
    checkResource(input.body);
    return t.resources.insert({ id: newId(), show: 1, sort: 0, ...input.body });
  },

  updateResource: async ({ input }) => {
    const existing = t.resources.require(input.body.id, '资源');
    checkResource(input.body, existing);
    return t.resources.update(existing.id, input.body);
  },

  getUserResourceAuthority: ({ input, session }) => {
    const me = currentUser(session);
    if (input.path.id !== me.id && !isAdminUser(me)) fail('只能查看自己的资源权限', 403);
    return grantedResources(t.users.require(input.path.id, '用户'));
  },
});

async function assignRoles(body: Entity<'UserRoleBatchRequest'>, purchasersOnly: boolean) {
  const users = requireAll(t.users, body.userIds, '用户');
  const roles = requireAll(t.roles, body.roleIds, '角色');
  if (purchasersOnly) {
    const supplier = users.find(isSupplierUser);
    if (supplier) fail(`“${supplier.fullName}”不是采购人用户`);
  }
  checkRolesFit(users, roles);
  for (const user of users) await setRoles(user, roles);
  return true;
}

/** Files named by attachments must have been uploaded (file/upload) first. */
export function checkAttachmentFiles(attachments: readonly { fileId: string; submittedFileName: string }[]) {
  for (const attachment of attachments)
    if (!platformTables.files.get(attachment.fileId)) fail(`附件“${attachment.submittedFileName}”的文件不存在或已删除`);
}
