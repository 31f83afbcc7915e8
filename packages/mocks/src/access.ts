// Who may call what once signed in: the role sets each operation names in the spec (`x-roles`), as the SDK records them,
// against the roles the signed-in user holds now (a role an administrator takes away stops working at once).
import * as sdk from '@zc/sdk';
import { mayCall, type OperationId, type RoleSetName, roleSets } from '@zc/sdk';
import type { AccessRule } from './engine/define.ts';
import { accountTables } from './tables/accounts.ts';

type Meta = { operationId: OperationId; roles: readonly RoleSetName[] };
const metaOf = (value: unknown) =>
  typeof value === 'function' && 'meta' in value ? [(value as unknown as { meta: Meta }).meta] : [];

/** The role sets of every operation, from the SDK's generated operations. */
export const operationRoles = new Map<OperationId, readonly RoleSetName[]>(
  Object.values(sdk)
    .flatMap(metaOf)
    .map((meta) => [meta.operationId, meta.roles]),
);

export const access: AccessRule = (operationId, session) => {
  const allowed = operationRoles.get(operationId) ?? [];
  const roles = accountTables.users.get(session.userId)?.roles ?? [];
  if (mayCall(allowed, roles)) return null;
  return `无权访问该功能：仅限${allowed.map((name) => roleSets[name].label).join('、')}使用`;
};
