// Rows of the accounts domain that platform rows name: suppliers, organisations, users and goods categories.
import type { Entity } from '../../engine/entities.ts';
import { fail } from '../../engine/store.ts';
import { accountTables } from '../../tables/accounts.ts';
import { adminTables } from '../../tables/admin.ts';

export const supplierNamed = (id: unknown): Entity<'Supplier'> => adminTables.suppliers.require(String(id), '供应商');
export const orgNamed = (id: unknown): Entity<'Org'> => accountTables.orgs.require(String(id), '组织');
export const userNamed = (id: unknown): Entity<'User'> => accountTables.users.require(String(id), '用户');
export const categoryNamed = (id: unknown) => adminTables.authorityCategories.require(String(id), '品目');

export function purchaserOrgNamed(id: unknown): Entity<'Org'> {
  const org = orgNamed(id);
  if (org.orgType !== 2 && org.orgType !== 3) fail(`“${org.orgNameZh}”不是采购单位`);
  return org;
}
