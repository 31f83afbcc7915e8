// Who may call what once signed in, against what the user holds now (a role or a resource an administrator takes away
// stops working at once): the role sets each operation names in the spec (`x-roles`), then the menu pages and buttons
// it names (`x-resources`), as the SDK records them.
import * as sdk from '@zc/sdk';
import { mayCall, type OperationId, type RoleSetName, roleSets } from '@zc/sdk';
import { grantedResources } from './domains/accounts/session.ts';
import type { AccessRule } from './engine/define.ts';
import type { Entity } from './engine/entities.ts';
import { accountTables } from './tables/accounts.ts';

type Meta = { operationId: OperationId; roles: readonly RoleSetName[]; resources?: readonly string[] };
const metaOf = (value: unknown) =>
  typeof value === 'function' && 'meta' in value ? [(value as unknown as { meta: Meta }).meta] : [];

/** Who may make each operation, from the SDK's generated operations. */
const operationMeta = new Map<OperationId, Meta>(
  Object.values(sdk)
    .flatMap(metaOf)
    .map((meta) => [meta.operationId, meta]),
);

/** The resources of the table an operation's codes name: a page by its path ('/brand-manager'), a button by its code. */
const resourcesNamed = (codes: readonly string[]) => {
  const wanted = new Set(codes.map((code) => code.replace(/^\//, '')));
  return accountTables.resources.all().filter((resource) => wanted.has(resource.code ?? ''));
};

/**
 * Why the user may not make a call that names resources, or null: a resource restricts only the role types whose
 * resources hold it, so a user passes through any role type the call admits that is either unrestricted or holds one
 * of the call's resources of that type.
 */
function missingResource(user: Entity<'User'>, allowed: readonly RoleSetName[], codes: readonly string[]) {
  const listed = resourcesNamed(codes);
  const held = new Set(grantedResources(user).map((resource) => resource.id));
  const admitted = new Set((user.roles ?? []).filter((role) => mayCall(allowed, [role])).map((role) => role.roleType));
  const missing: string[] = [];
  for (const type of admitted) {
    const ofType = listed.filter((resource) => resource.roleType === type);
    if (ofType.length === 0 || ofType.some((resource) => held.has(resource.id))) return null;
    missing.push(...ofType.map((resource) => resource.name));
  }
  return `无权访问该功能：未分配「${[...new Set(missing)].join('」或「')}」权限`;
}

export const access: AccessRule = (operationId, session) => {
  const meta = operationMeta.get(operationId);
  const allowed = meta?.roles ?? [];
  const user = accountTables.users.get(session.userId);
  if (!mayCall(allowed, user?.roles ?? [])) {
    return `无权访问该功能：仅限${allowed.map((name) => roleSets[name].label).join('、')}使用`;
  }
  return user && meta?.resources?.length ? missingResource(user, allowed, meta.resources) : null;
};
