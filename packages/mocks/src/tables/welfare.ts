// Tables of welfare (activities, users, roles, purchasers, categories, suppliers, orders with their lines, shipments
// and after-sale cases) and of purchase plans (plans, their goods lines, check logs, quotas, approver choices).
// Rows are the spec's entities; what the entities do not say (who owns a waiting plan line, quotas) lives in tables
// of their own.
import { z } from 'zod';
import { entitySchema } from '../engine/entities.ts';
import { Table } from '../engine/store.ts';

export const welfareTables = {
  welfares: new Table('welfares', entitySchema('Welfare')),
  users: new Table('welfareUsers', entitySchema('WelfareUser')),
  roles: new Table('welfareRoles', entitySchema('WelfareRole')),
  purchasers: new Table('welfarePurchasers', entitySchema('WelfarePurchaser')),
  /** Categories without their children (the tree is built when listed). */
  categories: new Table('welfareCategories', entitySchema('WelfareCategory')),
  suppliers: new Table('welfareSuppliers', entitySchema('WelfareSupplier')),
  /** Orders without their lines (joined in detail answers). */
  orders: new Table('welfareOrders', entitySchema('WelfareOrder')),
  orderDetails: new Table('welfareOrderDetails', entitySchema('WelfareOrderDetail')),
  logistics: new Table('welfareOrderLogistics', entitySchema('WelfareOrderLogistics')),
  afterSales: new Table('welfareAfterSales', entitySchema('WelfareAfterSale')),
};

export const planTables = {
  /** Plans without their lines (joined in detail answers). */
  plans: new Table('purchasePlans', entitySchema('PurchasePlan')),
  items: new Table('purchasePlanItems', entitySchema('PurchasePlanItem')),
  /** Who put a line in the plan goods list (lines not yet in a plan: planId absent). */
  itemOwners: new Table('purchasePlanItemOwners', z.object({ id: z.string(), userId: z.string() })),
  checkLogs: new Table('planCheckLogs', entitySchema('PlanCheckLog')),
  /** Yearly purchase quota of a purchaser organisation. */
  quotas: new Table(
    'planQuotas',
    z.object({ id: z.string(), orgId: z.string(), year: z.number().int(), quotaAmount: z.number() }),
  ),
  /** What each purchaser may buy per top category, and up to which amount. */
  userCategories: new Table(
    'userPurchaseCategories',
    z.object({
      id: z.string(),
      userId: z.string(),
      categoryId: z.string(),
      categoryName: z.string(),
      quotaAmount: z.number(),
    }),
  ),
  approverChoices: new Table('processApproverHis', entitySchema('ProcessApproverHis')),
  /** The part of a bidding, backhand or auction project's budget a plan carries (answered as ProjectPlanLink). */
  projectLinks: new Table(
    'planProjectLinks',
    z.object({ id: z.string(), planId: z.string(), projectId: z.string(), amount: z.number(), createTime: z.string() }),
  ),
};
