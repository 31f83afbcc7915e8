// Who may call what: a call answers only to the role sets its operation names in the spec, before validation and
// before its handler, with the 403 envelope, and a refused call changes nothing.
import {
  adminResetUserPassword,
  approveSupplier,
  changeGoodsState,
  deleteBizDictionary,
  deleteDictionary,
  deleteItemCategoryAuthority,
  deleteTenant,
  deleteUser,
  exportManageOrders,
  getAccountDetailById,
  getOrderItemSnapshots,
  getUserById,
  listSupplierAfterSales,
  pageProjectBids,
  pageSysLogs,
  readSession,
  sendPlatformMessage,
  signReconciliationNoCheck,
  supplierGetOrderById,
  supplierOrderList,
} from '@zc/sdk';
import { describe, expect, it } from 'vitest';
import { seededOrgs } from '../src/domains/accounts/seed.ts';
import { store } from '../src/engine/store.ts';
import { accountTables } from '../src/tables/accounts.ts';
import { adminTables } from '../src/tables/admin.ts';
import { catalogueTables } from '../src/tables/catalogue.ts';
import { orderTables } from '../src/tables/orders.ts';
import { platformTables } from '../src/tables/platform.ts';
import { projectTables } from '../src/tables/projects.ts';
import { login, raw, withSession } from './support.ts';

withSession();

const adminOnly = '无权访问该功能：仅限平台管理员使用';
const supplierOnly = '无权访问该功能：仅限供应商（含本地供应商、电商供应商）使用';
const userId = (account: string) => accountTables.users.all().find((user) => user.account === account)?.id ?? '';
const first = <T extends { id: string }>(rows: readonly T[]) => rows[0]?.id ?? '';
const pendingSupplier = () => first(adminTables.suppliers.all().filter((row) => row.auditStatus !== 1));

/** Runs a call that must be refused: 403 with the message, and not a row written anywhere. */
async function refused(call: () => Promise<unknown>, msg: string) {
  const before = JSON.stringify(store.changes());
  await expect(call()).rejects.toMatchObject({ status: 403, code: 403, msg });
  expect(JSON.stringify(store.changes())).toBe(before);
}

describe('a supplier (gys01)', () => {
  it('may not reset an administrator’s password', async () => {
    await login('gys01');
    await refused(
      () => adminResetUserPassword({ path: { id: userId('admin') }, body: { password: 'Zc@654321' } }),
      adminOnly,
    );
  });

  it('may not delete tenants, dictionary entries or category maintenance authority', async () => {
    await login('gys01');
    await refused(() => deleteTenant({ path: { id: first(platformTables.tenants.all()) } }), adminOnly);
    await refused(() => deleteDictionary({ path: { id: first(platformTables.dictionaries.all()) } }), adminOnly);
    await refused(() => deleteBizDictionary({ path: { id: first(platformTables.bizDictionaries.all()) } }), adminOnly);
    await refused(
      () => deleteItemCategoryAuthority({ path: { id: first(adminTables.categoryAuthorities.all()) } }),
      adminOnly,
    );
  });

  it('may not approve suppliers, send platform messages or read the system log', async () => {
    await login('gys01');
    await refused(() => approveSupplier({ path: { id: pendingSupplier() } }), adminOnly);
    await refused(() => sendPlatformMessage({ body: { title: '通知', content: '年审', receiverType: 1 } }), adminOnly);
    await refused(() => pageSysLogs({ query: { page: 1, limit: 10 } }), adminOnly);
  });
});

describe('a purchaser (caigou01)', () => {
  it('may not delete users or export every order of the platform', async () => {
    await login('caigou01');
    await refused(() => deleteUser({ path: { id: userId('caigou02') } }), adminOnly);
    await refused(() => exportManageOrders({ query: {} }), adminOnly);
  });

  it('may not read suppliers’ after-sale cases or orders', async () => {
    await login('caigou01');
    await refused(() => listSupplierAfterSales({ query: {} }), supplierOnly);
    await refused(() => supplierOrderList({ query: {} }), supplierOnly);
  });
});

describe('a supplier’s rows', () => {
  const others = <T extends { supplierId?: string }>(rows: readonly T[]) =>
    rows.filter((row) => row.supplierId && row.supplierId !== seededOrgs.supplier);

  it('are its own orders, goods and statements: another supplier’s are refused and stay as they were', async () => {
    await login('gys01');
    const order = others(orderTables.orders.all())[0];
    const goods = others(catalogueTables.goods.all()).find((row) => row.goodsState === 1);
    const statement = others(orderTables.accounts.all())[0];
    await refused(() => supplierGetOrderById({ path: { id: order?.id ?? '' } }), '无权查看或操作该订单');
    await refused(
      () => changeGoodsState({ query: { goodsState: 0 }, body: [goods?.id ?? ''] }),
      `商品“${goods?.sku}”不属于本供应商，无权操作`,
    );
    await refused(() => getAccountDetailById({ path: { id: statement?.id ?? '' } }), '无权查看或操作该对账单');
    expect(catalogueTables.goods.get(goods?.id)?.goodsState).toBe(1);
  });
});

describe('rows of projects, order lines and reconciliation records', () => {
  /** A project with bids of several suppliers, one of them gys01's organisation, of a purchasing org or not. */
  const contested = (ofOrg: (orgId: string) => boolean) =>
    projectTables.projects.all().find((project) => {
      const bids = projectTables.bids.all().filter((bid) => bid.projectId === project.id);
      const bidders = new Set(bids.map((bid) => bid.supplierId));
      return bidders.size > 1 && bidders.has(seededOrgs.supplier) && ofOrg(project.purchaserOrgId);
    });
  const buyerOrg = () => accountTables.users.all().find((user) => user.account === 'caigou01')?.orgId;

  it('a purchaser reads every bid of its organisation’s projects, and none of another organisation’s', async () => {
    await login('caigou01');
    const own = contested((orgId) => orgId === buyerOrg());
    const page = await pageProjectBids({ query: { projectId: own?.id ?? '' } });
    // Named or, while the project runs, 供应商1, 2…: several bidders either way.
    expect(new Set(page.records.map((bid) => bid.supplierName)).size).toBeGreaterThan(1);
    // The seed's projects are all of caigou01's organisation: one is handed to another purchasing organisation.
    const otherOrg = accountTables.users.all().find((user) => user.userType === 0 && user.orgId !== buyerOrg())?.orgId;
    await projectTables.projects.update(own?.id ?? '', { purchaserOrgId: otherOrg ?? '' });
    await refused(() => pageProjectBids({ query: { projectId: own?.id ?? '' } }), '无权操作其他单位的项目');
  });

  it('a supplier reads its own bids of a project, not its competitors’', async () => {
    await login('gys01');
    const page = await pageProjectBids({ query: { projectId: contested(() => true)?.id ?? '' } });
    expect(page.total).toBeGreaterThan(0);
    expect(page.records.every((bid) => bid.supplierId === seededOrgs.supplier)).toBe(true);
  });

  it('a supplier may not read the lines of another supplier’s order or sign its reconciliation records', async () => {
    await login('gys01');
    const order = orderTables.orders.all().find((row) => row.supplierId !== seededOrgs.supplier);
    const line = orderTables.orderDetails.all().find((row) => row.orderId === order?.id);
    await refused(() => getOrderItemSnapshots({ query: { orderDetailIds: [line?.id ?? ''] } }), '无权查看或操作该订单');
    const record = orderTables.records
      .all()
      .find((row) => row.signStatus !== 1 && row.supplierId !== seededOrgs.supplier);
    await refused(
      () => signReconciliationNoCheck({ body: { ids: [record?.id ?? ''], remark: '核对无误' } }),
      '无权签认其他供应商的对账记录',
    );
  });
});

describe('a user’s own record', () => {
  it('is theirs to read; another user’s is refused', async () => {
    await login('caigou01');
    expect((await getUserById({ path: { id: userId('caigou01') } })).account).toBe('caigou01');
    await refused(() => getUserById({ path: { id: userId('admin') } }), '只能查看自己的用户信息');
  });
});

describe('a refusal', () => {
  it('comes before validation: a malformed call of another role is refused, not corrected', async () => {
    await login('gys01');
    const token = readSession()?.accessToken;
    const answer = await raw(`/api/user/manage/password/${userId('admin')}`, {
      method: 'PUT',
      headers: { authorization: `bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ password: 12 }),
    });
    expect(answer.status).toBe(403);
    expect(await answer.json()).toEqual({ code: 403, msg: adminOnly, data: null });
  });

  it('follows the roles the user holds now: a role taken away stops working at once', async () => {
    await login('admin');
    const admin = accountTables.users.require(userId('admin'), '用户');
    await accountTables.users.update(admin.id, { roles: [] });
    await refused(() => pageSysLogs({ query: { page: 1, limit: 10 } }), adminOnly);
  });
});
