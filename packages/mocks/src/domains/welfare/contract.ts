// Realistic requests of the welfare and plan operations: ids of seeded rows in the right state, made by the right role.

import type { Entity } from '../../engine/entities.ts';
import { now } from '../../engine/random.ts';
import { accountTables } from '../../tables/accounts.ts';
import { catalogueTables } from '../../tables/catalogue.ts';
import { orderTables } from '../../tables/orders.ts';
import { planTables as p, welfareTables as w } from '../../tables/welfare.ts';
import { defineContractRequests } from '../accounts/contract-requests.ts';
import { seededOrgs, supplierOrgIds } from '../accounts/seed.ts';

const userId = (account: string) => accountTables.users.all().find((user) => user.account === account)?.id ?? '';
const first = <T>(rows: readonly T[], what: string): T => {
  const row = rows[0];
  if (!row) throw new Error(`contract: no seeded ${what}`);
  return row;
};
const last = <T>(rows: readonly T[], what: string): T => first([...rows].reverse(), what);
const ownOrders = () => w.orders.all().filter((order) => order.supplierId === seededOrgs.supplier);
const ownCases = (status: number) =>
  w.afterSales.all().filter((row) => row.supplierId === seededOrgs.supplier && row.status === status);
const caigouPlans = (status: number) =>
  p.plans.all().filter((plan) => plan.applicantId === userId('caigou01') && plan.status === status);
/** An approved plan of caigou01 within its validity, and an order of its organisation it can still take. */
const bindable = () => {
  const today = now().slice(0, 10);
  const plans = caigouPlans(2).filter((plan) => (plan.startDate ?? '') <= today && today <= (plan.endDate ?? ''));
  for (const plan of plans) {
    const left = plan.planAmount - (plan.usedAmount ?? 0);
    const order = orderTables.orders
      .all()
      .find(
        (row) =>
          row.purchaserId === plan.purchaserId &&
          !row.planId &&
          ![1, 8, 9].includes(row.status) &&
          row.totalPrice <= left,
      );
    if (order) return { planId: plan.id, orderIds: [order.id] };
  }
  throw new Error('contract: no seeded plan with an order it can take');
};
const activeWelfare = () =>
  first(
    w.welfares.all().filter((row) => row.status === 1),
    '进行中的福利活动',
  );
const planForm = (submit: boolean) => {
  const goods = first(catalogueTables.goods.all(), 'goods');
  return {
    planName: '综合办公室办公用品补充计划',
    purchaseType: 1 as const,
    startDate: '2026-11-25',
    endDate: '2027-03-31',
    items: [{ goodsId: goods.id, goodsName: goods.name, price: goods.price, num: 3, unit: goods.unit }],
    approverIds: [userId('shenpi01')],
    ccUserIds: [userId('caiwu01')],
    submit,
    remark: '年底前补充库存',
  };
};

export const welfareContractRequests = defineContractRequests({
  syncSupplierWelfareOrder: {
    input: () => ({
      path: {
        id: first(
          ownOrders().filter((o) => o.status === 1),
          '已发货订单',
        ).id,
      },
    }),
  },
  supplierGetWelfareOrderById: { input: () => ({ path: { id: first(ownOrders(), 'order').id } }) },
  approveSupplierWelfareAfterSale: {
    input: () => ({
      body: { id: first(ownCases(0), '待审核售后').id, approvalResult: 1 as const, supplierRemark: '同意换货' },
    }),
  },
  updateSupplierWelfareAfterSale: {
    input: () => ({
      body: {
        id: last(ownCases(1), '处理中售后').id,
        status: 3 as const,
        refundAmount: 0,
        supplierRemark: '已补发新品',
      },
    }),
  },
  getWelfare: { input: () => ({ path: { id: first(w.welfares.all(), 'welfare').id } }) },
  pageWelfareGoods: { input: () => ({ query: { welfareId: first(w.welfares.all(), 'welfare').id } }) },
  deleteWelfare: {
    input: () => ({
      path: {
        id: last(
          w.welfares.all().filter((row) => row.status === 3),
          '已停用活动',
        ).id,
      },
    }),
  },
  addWelfare: {
    input: () => ({
      body: {
        welfareName: '2027年元宵节员工福利',
        welfareType: 1 as const,
        startTime: '2027-02-20 00:00:00',
        endTime: '2027-03-05 23:59:59',
        quotaPerUser: 300,
        totalBudget: 60000,
        description: '每人限额300元，可自选元宵礼盒',
      },
    }),
  },
  updateWelfare: {
    input: () => {
      const row = activeWelfare();
      return {
        body: {
          id: row.id,
          welfareName: row.welfareName,
          welfareType: row.welfareType,
          startTime: row.startTime,
          endTime: row.endTime,
          quotaPerUser: row.quotaPerUser,
          description: '每人限额500元，可自选商品',
        },
      };
    },
  },
  getWelfareUser: { input: () => ({ path: { id: first(w.users.all(), 'welfare user').id } }) },
  deleteWelfareUser: { input: () => ({ path: { id: last(w.users.all(), 'welfare user').id } }) },
  addWelfareUser: {
    input: () => ({
      body: { welfareId: activeWelfare().id, userName: '刘芳', phone: '13706410002', deptName: '财务部' },
    }),
  },
  updateWelfareUser: {
    input: () => {
      const row = first(w.users.all(), 'welfare user');
      return { body: { id: row.id, userName: row.userName, phone: row.phone, deptName: '信息中心' } };
    },
  },
  getWelfareRole: { input: () => ({ path: { id: first(w.roles.all(), 'role').id } }) },
  deleteWelfareRole: {
    input: () => ({
      path: {
        id: last(
          w.roles.all().filter((row) => row.userCount === 0),
          '空角色',
        ).id,
      },
    }),
  },
  addWelfareRole: { input: () => ({ body: { roleName: '班组长', roleCode: 'welfare_leader', quotaAmount: 600 } }) },
  updateWelfareRole: {
    input: () => {
      const row = first(w.roles.all(), 'role');
      return { body: { id: row.id, roleName: row.roleName, quotaAmount: 520, description: '适用于一线生产员工' } };
    },
  },
  getWelfarePurchaser: { input: () => ({ path: { id: first(w.purchasers.all(), 'purchaser').id } }) },
  deleteWelfarePurchaser: { input: () => ({ path: { id: last(w.purchasers.all(), 'purchaser').id } }) },
  addWelfarePurchaser: {
    input: () => {
      const taken = new Set(w.purchasers.all().map((row) => row.purchaserId));
      const org = last(
        accountTables.orgs.all().filter((row) => row.parentId === seededOrgs.purchaser && !taken.has(row.id)),
        'org',
      );
      return { body: { purchaserId: org.id, contactName: '张伟', contactPhone: '13912345678', budgetAmount: 50000 } };
    },
  },
  updateWelfarePurchaser: {
    input: () => {
      const row = first(w.purchasers.all(), 'purchaser');
      return { body: { id: row.id, purchaserId: row.purchaserId, contactName: '王磊', budgetAmount: 1200000 } };
    },
  },
  getWelfareCategory: { input: () => ({ path: { id: first(w.categories.all(), 'category').id } }) },
  deleteWelfareCategory: { input: () => ({ path: { id: last(w.categories.all(), 'category').id } }) },
  addWelfareCategory: {
    input: () => ({ body: { parentId: first(w.categories.all(), 'category').id, categoryName: '地方特产', sort: 9 } }),
  },
  updateWelfareCategory: {
    input: () => {
      const row = first(w.categories.all(), 'category');
      return { body: { id: row.id, categoryName: '节日年货礼包', sort: 1 } };
    },
  },
  getWelfareOrder: { input: () => ({ path: { id: first(w.orders.all(), 'order').id } }) },
  deleteWelfareOrder: {
    input: () => ({
      path: {
        id: last(
          w.orders.all().filter((o) => o.status === 3),
          '已取消订单',
        ).id,
      },
    }),
  },
  addWelfareOrder: {
    as: 'welfare',
    input: () => {
      const me = userId('fuli01');
      const member = first(
        w.users.all().filter((row) => row.userId === me && w.welfares.get(row.welfareId)?.status === 1),
        '福利用户',
      );
      const goods = first(catalogueTables.goods.all(), 'goods') as Entity<'GoodsItem'>;
      return {
        body: {
          welfareId: member.welfareId ?? '',
          items: [{ goodsId: goods.id, buyNum: 1 }],
          consignee: '冯福利',
          consigneePhone: '13706410002',
          address: '山东省济南市历下区经十路9999号 黄金时代广场C座12层',
          remark: '请工作日配送',
        },
      };
    },
  },
  updateWelfareOrder: {
    input: () => ({
      body: {
        id: first(
          w.orders.all().filter((o) => o.status === 0),
          '待发货订单',
        ).id,
        remark: '改为周六配送',
      },
    }),
  },
  getWelfareSupplier: { input: () => ({ path: { id: first(w.suppliers.all(), 'supplier').id } }) },
  deleteWelfareSupplier: { input: () => ({ path: { id: last(w.suppliers.all(), 'supplier').id } }) },
  addWelfareSupplier: {
    input: () => {
      const taken = new Set(w.suppliers.all().map((row) => row.supplierId));
      const org = first(
        supplierOrgIds.filter((id) => !taken.has(id)),
        'supplier org',
      );
      return { body: { supplierId: org, contactName: '陈静', contactPhone: '13812345678' } };
    },
  },
  updateWelfareSupplier: {
    input: () => {
      const row = first(w.suppliers.all(), 'supplier');
      return { body: { id: row.id, supplierId: row.supplierId, contactName: '刘洋', status: 1 as const } };
    },
  },
  getWelfareOrderLogistics: { input: () => ({ path: { id: first(w.logistics.all(), 'logistics').id } }) },
  deleteWelfareOrderLogistics: { input: () => ({ path: { id: last(w.logistics.all(), 'logistics').id } }) },
  addWelfareOrderLogistics: {
    input: () => {
      const shipped = new Set(w.logistics.all().map((row) => row.welfareOrderId));
      const order = last(
        w.orders.all().filter((o) => o.status === 0 && !shipped.has(o.id)),
        '待发货订单',
      );
      return { body: { welfareOrderId: order.id, logisticsCompany: '顺丰速运', logisticsNo: 'SF1402938475611' } };
    },
  },
  updateWelfareOrderLogistics: {
    input: () => {
      const row = first(w.logistics.all(), 'logistics');
      return {
        body: {
          id: row.id,
          welfareOrderId: row.welfareOrderId,
          logisticsCompany: '京东物流',
          logisticsNo: 'JDVA00012345678',
        },
      };
    },
  },

  listPurchasePlans: { as: 'purchaser', input: () => ({ query: { pageNum: 1, pageSize: 10 } }) },
  pageAdminProjectDemands: { input: () => ({ query: { pageNum: 1, pageSize: 10, purchaseType: 2 } }) },
  listPurchasePlansToCheck: { as: 'approver', input: () => ({ query: { pageNum: 1, pageSize: 10 } }) },
  getPlanQuota: { as: 'purchaser', input: () => ({ query: { year: 2026 } }) },
  getPlanCheckLogs: { as: 'purchaser', input: () => ({ path: { id: first(caigouPlans(2), '已通过计划').id } }) },
  getPlanApproveAndCcUsers: {
    as: 'purchaser',
    input: () => ({ path: { id: first(caigouPlans(1), '审批中计划').id } }),
  },
  checkPlanValidity: { as: 'purchaser', input: () => ({ path: { id: first(caigouPlans(2), '已通过计划').id } }) },
  addPurchasePlan: { as: 'purchaser', input: () => ({ body: planForm(true) }) },
  checkPurchasePlan: {
    as: 'approver',
    input: () => {
      const me = userId('shenpi01');
      const plan = last(
        p.plans.all().filter((row) => row.status === 1 && row.approverIds?.at(-1) === me && row.applicantId !== me),
        '待审批计划',
      );
      return { body: { id: plan.id, result: 1 as const, opinion: '同意，按计划执行' } };
    },
  },
  updatePurchasePlan: {
    as: 'purchaser',
    input: () => ({ body: { id: first(caigouPlans(0), '草稿').id, ...planForm(false) } }),
  },
  deletePurchasePlan: { as: 'purchaser', input: () => ({ path: { id: last(caigouPlans(3), '已驳回计划').id } }) },
  bindPlanOrders: { as: 'purchaser', input: () => ({ body: bindable() }) },
  addPlanGoods: {
    as: 'purchaser',
    input: () => ({
      body: { goodsId: last(catalogueTables.goods.all(), 'goods').id, num: 2, purchaseType: 1 as const },
    }),
  },
  listPlanGoods: { as: 'purchaser', input: () => ({ query: { purchaseType: 1 } }) },
  getPlanOrderGoodsList: {
    as: 'purchaser',
    input: () => ({ query: { planId: first(caigouPlans(2), '已通过计划').id } }),
  },
  getAllCheckPlanUsers: { as: 'purchaser', input: () => ({}) },
  getUserPurchaseCategoryList: { as: 'purchaser', input: () => ({ path: { userId: userId('caigou01') } }) },
  selectLastProcessApprovers: { as: 'purchaser', input: () => ({ query: { processKey: 'purchasePlan' } }) },
});
