// Who may call what, read by the app (menus and buttons) and the mock backend (refusals) alike: an operation names the
// role sets whose users may make it; a user holds roles, each of a role type with a role code.
import { type RoleSetName, roleSets } from './generated/role-sets.gen.ts';

export { type RoleSetName, roleSets };

/** A role a user holds: its type (1 administrator, 2 purchaser, 3 supplier, 4 welfare user) and its code. */
export interface HeldRole {
  roleType: number;
  roleCode: string;
}

const inSet = (name: RoleSetName, role: HeldRole) => {
  const set = roleSets[name] as { roleType?: number; roleCode?: string };
  if (set.roleType !== undefined) return role.roleType === set.roleType;
  if (set.roleCode !== undefined) return role.roleCode === set.roleCode;
  return true;
};

/** Whether a user holding `roles` (null: nobody signed in) may make a call open to the role sets `allowed`. */
export function mayCall(allowed: readonly RoleSetName[], roles: readonly HeldRole[] | null): boolean {
  if (allowed.includes('public')) return true;
  if (!roles) return false;
  return allowed.some((name) => name === 'signedIn' || roles.some((role) => inSet(name, role)));
}
