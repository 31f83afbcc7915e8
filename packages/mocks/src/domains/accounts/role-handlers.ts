// The listings of the role pages beside the role calls of admin-handlers.ts: who holds a role, and which roles each
// organisation holds or has had disabled (disable-supplier-role).

import { defineHandlers } from '../../engine/define.ts';
import type { Entity } from '../../engine/entities.ts';
import { contains, equals, newestFirst, paginate } from '../../engine/paging.ts';
import { accountTables as t } from '../../tables/accounts.ts';
import { adminTables as a } from '../../tables/admin.ts';
import { defineContractRequests } from './contract-requests.ts';

type OrgRole = Entity<'OrgRole'>;

/** A role each organisation's users hold, and a role disabled for an organisation, once per organisation and role. */
function orgRoles(): OrgRole[] {
  const rows = new Map<string, OrgRole>();
  const row = (orgId: string, roleId: string): OrgRole | undefined => {
    const key = `${orgId}/${roleId}`;
    const existing = rows.get(key);
    if (existing) return existing;
    const org = t.orgs.get(orgId);
    const role = t.roles.get(roleId);
    if (!org || !role) return undefined;
    const fresh: OrgRole = {
      orgId,
      orgName: org.orgNameZh,
      roleId,
      roleName: role.roleName,
      roleCode: role.roleCode,
      roleType: role.roleType,
      disabled: 0,
      userCount: 0,
    };
    rows.set(key, fresh);
    return fresh;
  };
  for (const user of t.users.all())
    for (const held of user.roles ?? []) {
      const found = row(user.orgId, held.id);
      if (found) found.userCount += 1;
    }
  for (const disabled of a.orgRoleDisables.all()) {
    const found = row(disabled.orgId, disabled.roleId);
    if (found) Object.assign(found, { disabled: 1, userCount: disabled.userIds.length });
  }
  return [...rows.values()].sort(
    (x, y) => x.orgName.localeCompare(y.orgName, 'zh') || x.roleName.localeCompare(y.roleName, 'zh'),
  );
}

export const roleHandlers = defineHandlers({
  pageRoleUsers: ({ input }) => {
    const { roleId, keyword } = input.query;
    const role = t.roles.require(roleId, '角色');
    const holders = t.users
      .all()
      .filter(
        (user) =>
          user.roles?.some((held) => held.id === role.id) &&
          (contains(user.account, keyword) || contains(user.fullName, keyword)),
      );
    return paginate(newestFirst(holders, 'createTime'), input.query);
  },

  pageOrgRoles: ({ input }) => {
    const query = input.query ?? {};
    const rows = orgRoles().filter(
      (row) =>
        equals(row.roleType, query.roleType) &&
        contains(row.orgName, query.orgName) &&
        equals(row.disabled, query.disabled),
    );
    return paginate(rows, query);
  },
});

export const roleContractRequests = defineContractRequests({
  pageRoleUsers: {
    input: () => ({
      query: { roleId: (t.roles.all().find((role) => role.roleCode === 'supplier') as Entity<'Role'>).id },
    }),
  },
});
