// Tables of the administration of users, organisations, roles and suppliers (beyond sign-in's tables.ts).
import { z } from 'zod';
import { entitySchema } from '../engine/entities.ts';
import { Table } from '../engine/store.ts';

export const adminTables = {
  /** Supplier companies: one row per supplier organisation, with the same id as the organisation. */
  suppliers: new Table('suppliers', entitySchema('Supplier')),
  commitmentLogs: new Table('supplierCommitmentLogs', entitySchema('SupplierCommitmentLog')),
  /** Registration attachments of purchaser users, keyed by the user's id. */
  purchaserAttachments: new Table(
    'purchaserAttachments',
    z.object({ id: z.string(), attachments: z.array(entitySchema('PurchaserAttachment')) }),
  ),
  categoryAuthorities: new Table('itemCategoryAuthorities', entitySchema('ItemCategoryAuthority')),
  bizOrgSuppliers: new Table('bizOrgSuppliers', entitySchema('BizOrgSupplier')),
  /** Roles disabled for an organisation, with the users who lost the role (given back when it is enabled). */
  orgRoleDisables: new Table(
    'orgRoleDisables',
    z.object({ id: z.string(), orgId: z.string(), roleId: z.string(), userIds: z.array(z.string()) }),
  ),
  /** The goods categories maintenance authorities name (id, name, path, level). */
  authorityCategories: new Table(
    'authorityCategories',
    z.object({ id: z.string(), name: z.string(), path: z.string(), level: z.number().int() }),
  ),
};
