// Units: a department's top organisation and everyone under it, the reach of approvals and of a record's parties.
import type { Entity } from '../../engine/entities.ts';
import { accountTables } from '../../tables/accounts.ts';

type User = Entity<'User'>;

/** The top organisation (unit) of a department. */
export function unitOf(deptId: string | undefined) {
  let org = accountTables.orgs.get(deptId);
  for (let parent = accountTables.orgs.get(org?.parentId); parent; parent = accountTables.orgs.get(parent.parentId))
    org = parent;
  return org;
}

/** Users of the whole unit a department belongs to (its top organisation and everything under it). */
export function unitUsers(deptId: string | undefined): User[] {
  const top = unitOf(deptId);
  if (!top) return [];
  const inside = new Set([top.id]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const org of accountTables.orgs.all())
      if (!inside.has(org.id) && inside.has(org.parentId)) {
        inside.add(org.id);
        grew = true;
      }
  }
  return accountTables.users.all().filter((user) => inside.has(user.orgId ?? '') && user.status === 1);
}
