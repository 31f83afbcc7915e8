// The organisation tree as administrators keep it: the paged list, adding, changing and moving organisations.
import { defineHandlers } from '../../engine/define.ts';
import type { Entity } from '../../engine/entities.ts';
import { contains, equals, paginate } from '../../engine/paging.ts';
import { newId, now } from '../../engine/random.ts';
import { fail } from '../../engine/store.ts';
import { accountTables as t } from '../../tables/accounts.ts';

type Org = Entity<'Org'>;

/** The parent an organisation of `orgType` may hang under ('0' for the top level), or a refusal saying why not. */
function checkParent(parentId: string, orgType: number): Org | undefined {
  if (parentId === '0') {
    if (orgType === 3) fail('采购部门须设在采购单位或采购部门之下');
    return undefined;
  }
  const parent = t.orgs.require(parentId, '上级组织');
  if (parent.orgType === 4) fail('供应商之下不能设立组织');
  if (orgType === 3 && parent.orgType !== 2 && parent.orgType !== 3) fail('采购部门须设在采购单位或采购部门之下');
  if (orgType !== 3 && parent.orgType !== orgType) fail('上级组织与组织类型不一致');
  return parent;
}

function checkUnique(fields: { orgNameZh: string; creditCode?: string }, parentId: string, id?: string) {
  for (const org of t.orgs.all()) {
    if (org.id === id) continue;
    if (org.parentId === parentId && org.orgNameZh === fields.orgNameZh)
      fail(`同一上级组织下已有“${fields.orgNameZh}”`);
    if (fields.creditCode && org.creditCode === fields.creditCode)
      fail(`统一社会信用代码“${fields.creditCode}”已被“${org.orgNameZh}”使用`);
  }
}

/** An organisation and everything under it, the organisation first. */
function subtree(id: string): Org[] {
  const org = t.orgs.require(id, '组织');
  return [org, ...t.orgs.all().flatMap((child) => (child.parentId === id ? subtree(child.id) : []))];
}

export const orgHandlers = defineHandlers({
  pageOrgs: ({ input }) => {
    const query = input.query ?? {};
    const rows = t.orgs
      .all()
      .filter(
        (org) =>
          contains(org.orgNameZh, query.orgNameZh) &&
          equals(org.orgType, query.orgType) &&
          equals(org.auditStatus, query.auditStatus) &&
          equals(org.parentId, query.parentId),
      )
      .sort((x, y) => (x.sort ?? 0) - (y.sort ?? 0) || x.createTime?.localeCompare(y.createTime ?? '') || 0);
    return paginate(rows, query);
  },

  addOrg: async ({ input }) => {
    const body = input.body;
    const parent = checkParent(body.parentId, body.orgType);
    checkUnique(body, body.parentId);
    return t.orgs.insert({
      ...body,
      id: newId(),
      auditStatus: 1,
      status: body.status ?? 1,
      level: (parent?.level ?? 0) + 1,
      createTime: now(),
    });
  },

  updateOrg: async ({ input }) => {
    const { id, parentId: _parentId, orgType: _orgType, ...fields } = input.body;
    const org = t.orgs.require(id, '组织');
    if (org.orgType === 4) fail('供应商的资料请在供应商管理中修改');
    checkUnique({ ...fields, orgNameZh: fields.orgNameZh }, org.parentId, org.id);
    const updated = await t.orgs.update(org.id, { ...fields, status: fields.status ?? org.status });
    // Users show their organisation's name.
    for (const user of t.users.all())
      if (user.orgId === org.id && user.orgName !== updated.orgNameZh)
        await t.users.update(user.id, { orgName: updated.orgNameZh });
    return updated;
  },

  moveOrg: async ({ input }) => {
    const { id, parentId } = input.body;
    const org = t.orgs.require(id, '组织');
    if (org.orgType === 4) fail('供应商不能移动');
    if (org.parentId === parentId) fail('该组织已在所选上级组织之下');
    const moved = subtree(org.id);
    if (moved.some((node) => node.id === parentId)) fail('不能移动到自身或其下级组织之下');
    const parent = checkParent(parentId, org.orgType);
    checkUnique(org, parentId, org.id);
    const shift = (parent?.level ?? 0) + 1 - (org.level ?? 1);
    await t.orgs.update(org.id, { parentId });
    for (const node of moved) await t.orgs.update(node.id, { level: (node.level ?? 1) + shift });
    return true;
  },
});
