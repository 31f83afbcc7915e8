// Every workbench page opens in the app as its user opens it: signed in as the audience's seeded account (for a
// purchaser page, that of the first purchaser role holding it), through the real route tree, guard and shell, the
// page's tab current and no error shown. One jsdom session for all of them, so a new page is checked the moment its
// route exists and costs a second here, not a test file.
import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router';
import { signInAs, withMockBackend } from '@test/support/mock-backend.tsx';
import { render, screen, waitFor, within } from '@testing-library/react';
import { type Audience, type PurchaserRoleCode, pages, purchaserRoleCodes, purchaserRoles } from '@zc/routes';
import {
  getAfterSaleNumEnable,
  getDemandCartList,
  getSupplierAccountPage,
  listDemands,
  listMaterialsNoPage,
  listMyMessages,
  listOrderBuyNumDetails,
  listOrders,
  listPurchaserAfterSales,
  pageAdminSourcing,
  pageBiddingHall,
  pagePlatformMessages,
  pageProjects,
  pagePurchaserProjectContracts,
  pagePurchaserSourcing,
  pagePurchaserSourcingOrders,
  pageQueryNotices,
  pageSupplierBiddingProjects,
  pageSupplierSourcing,
  pageSupplierSourcingOrders,
  pageTodoTasks,
  queryMyEvaluate,
  searchItems,
  supplierOrderList,
  supplierQueryEvaluateList,
  supplierWelfareOrderList,
} from '@zc/sdk';
import { describe, expect, it } from 'vitest';
import { resetTabs } from '@/app/tabs.ts';
import { routeTree } from '@/routeTree.gen.ts';
import { parseSearch } from '@/shared/page/search.ts';
import { refreshSessionState } from '@/shared/session/session.ts';

withMockBackend();

const accountOf: Partial<Record<Audience, string>> = {
  supplier: 'gys01',
  purchaser: 'caigou01',
  admin: 'admin',
  welfare: 'fuli01',
  workflow: 'admin',
};
/** The seeded account of each purchaser role: a purchaser page opens as the first role whose menu holds it. */
const purchaserAccountOf: Record<PurchaserRoleCode, string> = {
  purchaser: 'caigou01',
  project_manager: 'xiangmu01',
  approver: 'shenpi01',
  finance: 'caiwu01',
};
const accountFor = (path: string, audience: Audience) => {
  const role = purchaserRoleCodes.find((code) => purchaserRoles[code].pages.includes(path));
  return audience === 'purchaser' && role ? purchaserAccountOf[role] : accountOf[audience];
};

/** A project of the signed-in supplier in the bidding hall, of a mode, as the hall's links pass it. */
async function hallProject(projectType: 1 | 2 | 3) {
  const hall = await pageBiddingHall({ query: { current: 1, size: 1, projectType } });
  return { id: hall.records[0]?.projectId ?? '' };
}
/** The signed-in supplier's first decided project, whose result it confirms. */
const decided = async () => {
  const page = await pageSupplierBiddingProjects({ query: { current: 1, size: 1, joined: 1, status: 10 } });
  return { id: page.records[0]?.id ?? '' };
};
/** The signed-in supplier's first order of a channel or in a state. */
async function supplierOrder(query: { orderType?: 2; status?: 6 }) {
  return { id: (await supplierOrderList({ query: { pageNum: 1, pageSize: 1, ...query } })).records[0]?.id ?? '' };
}
const supplierEvaluation = async () => {
  const row = (await supplierQueryEvaluateList({ query: { current: 1, size: 1 } })).records[0];
  return { id: row?.id ?? '', orderNo: row?.orderNo ?? '' };
};
const sourcingOrder = async () => {
  const row = (await pageSupplierSourcingOrders({ query: { current: 1, size: 1 } })).records[0];
  return { id: row?.id ?? '', orderNo: row?.orderNo ?? '' };
};
const bidding = () => hallProject(1);
const backhand = () => hallProject(2);
const auction = () => hallProject(3);

/** The signed-in project manager's first project of a mode in a phase: running for the hall, a draft for its rules. */
async function projectIn(projectType: 1 | 2 | 3, status: 0 | 6) {
  const page = await pageProjects({ query: { current: 1, size: 1, projectType, status } });
  return { id: page.records[0]?.id ?? '' };
}

/** The signed-in project manager's first contract of a mode. */
async function projectContract(projectType: 1 | 2 | 3) {
  const page = await pagePurchaserProjectContracts({ query: { current: 1, size: 1, projectType } });
  return { id: page.records[0]?.id ?? '' };
}

/** The signed-in project manager's first inquiry in a phase. */
async function sourcingIn(status: 0 | 1 | 3 | 4) {
  const page = await pagePurchaserSourcing({ query: { current: 1, size: 1, status } });
  return { id: page.records[0]?.id ?? '' };
}
const purchaserSourcingOrder = async () => {
  const row = (await pagePurchaserSourcingOrders({ query: { current: 1, size: 1 } })).records[0];
  return { id: row?.id ?? '', orderNo: row?.orderNo ?? '' };
};

/** The signed-in purchaser's first order in a state. */
async function orderIn(status: 0 | 3 | 6) {
  const orders = await listOrders({ query: { pageNum: 1, pageSize: 1, status } });
  return { id: orders.records[0]?.id ?? '' };
}
/** A line of a received order that can still go to after-sale. */
async function afterSaleLine(): Promise<Record<string, string>> {
  const orders = await listOrders({ query: { pageNum: 1, pageSize: 20, status: 6 } });
  for (const order of orders.records) {
    const line = (await getAfterSaleNumEnable({ path: { orderId: order.id } })).find((row) => row.enableNum > 0);
    if (line) return { orderId: order.id, orderDetailId: line.orderDetailId };
  }
  return {};
}
const afterSale = async () => {
  const page = await listPurchaserAfterSales({ query: { pageNum: 1, pageSize: 1 } });
  return { id: page.records[0]?.id ?? '' };
};
const evaluated = async () => {
  const page = await queryMyEvaluate({ query: { page: 1, limit: 1, evaluateState: 1 } });
  return { id: page.records[0]?.orderId ?? '' };
};

/** Pages about one record open on a seeded one, as a link from their list opens them. */
/** The signed-in purchaser's first demand order. */
async function demand() {
  return { demandNo: (await listDemands({ query: { pageNum: 1, pageSize: 1 } })).records[0]?.demandNo ?? '' };
}
const demandCar = async () => ({ ids: (await getDemandCartList()).map((row) => row.id).join(',') });
const material = async () => ({ id: (await listMaterialsNoPage({}))[0]?.id ?? '' });
const message = async () => ({ id: (await listMyMessages({ query: { page: 1, limit: 1 } })).records[0]?.id ?? '' });
const sentMessage = async () => ({
  id: (await pagePlatformMessages({ query: { page: 1, limit: 1 } })).records[0]?.id ?? '',
});

const recordOf: Record<string, () => Promise<Record<string, string>>> = {
  '/join-bid': bidding,
  '/view-details': bidding,
  '/view-bid': decided,
  '/entrust-details': bidding,
  '/offer-details': bidding,
  '/supplier-bidding-info': bidding,
  '/supplier-join-bid': bidding,
  '/supplier-view-details': bidding,
  '/supplier-backhand-info': backhand,
  '/backhand-join-bid': backhand,
  '/backhand-view-details': backhand,
  '/supplier-auction-info': auction,
  '/auction-join-bid': auction,
  '/auction-view-details': auction,
  '/supplier-agreement-order-detail': () => supplierOrder({ orderType: 2 }),
  '/local-supplier-detail': () => supplierOrder({ status: 6 }),
  '/local-supplier-buy-num-detail': async () => ({
    id: (await listOrderBuyNumDetails({ query: { pageNum: 1, pageSize: 1 } })).records[0]?.orderId ?? '',
  }),
  '/supplier-agreement-evaluate-info': supplierEvaluation,
  '/supplier-sourcing-offer-info': async () => ({
    id: (await pageSupplierSourcing({ query: { current: 1, size: 1, status: 3 } })).records[0]?.id ?? '',
  }),
  '/supplier-sourcing-order-info': sourcingOrder,
  '/supplier-welfare-order-info': async () => ({
    id: (await supplierWelfareOrderList({ query: { pageNum: 1, pageSize: 1 } })).records[0]?.id ?? '',
  }),
  '/supplier-detail': async () => ({
    id: (await getSupplierAccountPage({ query: { pageNum: 1, pageSize: 1, status: 1 } })).records[0]?.id ?? '',
  }),
  '/purchase/order-detail': () => orderIn(6),
  '/purchase/edit-order': () => orderIn(3),
  '/purchase/order-check-detail': () => orderIn(0),
  '/purchase/evaluate': () => orderIn(6),
  '/purchase/evaluateInfo': evaluated,
  '/purchase/after-sales-apply': afterSaleLine,
  '/purchase/after-sales-info': afterSale,
  '/purchase/after-sale-order-detail': afterSale,
  '/purchase/demand-detail': demand,
  '/purchase/order-demand-detail': demand,
  '/purchase/demand-collect-order-info': demand,
  '/purchase/demand-order-confirm': demandCar,
  '/purchase/view-material': material,
  '/purchase/bidding-hall-info': () => projectIn(1, 6),
  '/purchase/backhand-hall-info': () => projectIn(2, 6),
  '/purchase/auction-hall-info': () => projectIn(3, 6),
  '/purchase/bidding-contact': () => projectIn(1, 6),
  '/purchase/backhand-contact': () => projectIn(2, 6),
  '/purchase/auction-contact': () => projectIn(3, 6),
  '/purchase/bidding-set-rules': () => projectIn(1, 0),
  '/purchase/backhand-set-rules': () => projectIn(2, 0),
  '/purchase/auction-set-rules': () => projectIn(3, 0),
  '/purchase/bidding-contract-info': () => projectContract(1),
  '/purchase/backhand-contract-info': () => projectContract(2),
  '/purchase/auction-contract-info': () => projectContract(3),
  '/purchase/sourcing-add-list': () => sourcingIn(0),
  '/purchase/sourcing-add-rules': () => sourcingIn(0),
  '/purchase/sourcing-sourcing-check-info': () => sourcingIn(1),
  '/purchase/sourcing-info': () => sourcingIn(3),
  '/purchase/sourcing-sourcing-list-info': () => sourcingIn(3),
  '/purchase/sourcing-info-two': () => sourcingIn(4),
  '/purchase/sourcing-confirm-order': purchaserSourcingOrder,
  '/purchase/sourcing-order-info': purchaserSourcingOrder,
  '/supplier-msg-info': message,
  '/msg-info': sentMessage,
  '/project-manager-info': async () => ({
    id: (await pageProjects({ query: { current: 1, size: 1, pickRule: 2, status: 10 } })).records[0]?.id ?? '',
  }),
  '/sourcing-manager-offer-info': async () => ({
    id: (await pageAdminSourcing({ query: { current: 1, size: 1, status: 4 } })).records[0]?.id ?? '',
  }),
};

/** Pages that confirm a selection from a cart rather than show a record: without one they lead back to the cart. */
const confirmations = new Set(['/purchase/demand-order-confirm']);

const router = () => createRouter({ routeTree, history: createMemoryHistory({ initialEntries: ['/'] }), parseSearch });
/** The paths with a page in the workbench (the designer, full-screen outside it, is tested in Chromium). */
const inWorkbench = new Set(
  Object.values(router().routesByPath)
    .filter((route) => route.id.startsWith('/_workbench/'))
    .map((route) => route.fullPath),
);

const built = pages.flatMap((page) => {
  const account = accountFor(page.path, page.audience);
  return account && inWorkbench.has(page.path) ? [{ ...page, account }] : [];
});

/** Opens a page as its user opens it, signed in as `account`, through the app's own router. */
async function open(path: string, account: string, record?: () => Promise<Record<string, string>>) {
  await signInAs(account);
  // The app's session store reads the new sign-in, as the login page makes it do.
  refreshSessionState();
  resetTabs();
  const app = router();
  await app.navigate({ to: path, search: (await record?.()) as never });
  render(<RouterProvider router={app} />);
}

describe('every workbench page', () => {
  it.each(built)('$audience $path opens as $title for $account', async ({ path, title, account }) => {
    await open(path, account, recordOf[path]);
    const strip = await screen.findByRole('tablist', { name: '已打开的页面' });
    await waitFor(() => expect(within(strip).getByRole('tab', { selected: true }).textContent).toContain(title));
    expect(screen.queryByRole('heading', { name: /访问受限|页面不存在|服务器错误/ })).toBeNull();
    await waitFor(() => expect(screen.queryByText('加载中')).toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('every record page', () => {
  const recordPages = built.filter(({ path }) => path in recordOf && !confirmations.has(path));
  it.each(recordPages)('$path opened without a record offers records to open', async ({ path, account }) => {
    await open(path, account);
    const chooser = await screen.findByRole('region', { name: /^选择/ }, { timeout: 10_000 });
    expect(
      (await within(chooser).findAllByRole('button', { name: /^打开/ }, { timeout: 10_000 })).length,
    ).toBeGreaterThan(0);
    expect(screen.queryByRole('heading', { name: /访问受限|页面不存在|服务器错误/ })).toBeNull();
  });
});

/** The mobile site's pages, as a phone opens them: the purchaser's, and the approver's to-dos. */
const mobileAccountOf: Record<string, string> = { '/taskMobile': 'shenpi01', '/activitiDetailMobile': 'shenpi01' };
const mobileRecordOf: Record<string, () => Promise<Record<string, string>>> = {
  '/detailMobile': async () => ({
    id: (await searchItems({ query: { page: 1, size: 1 }, body: {} })).records[0]?.id ?? '',
  }),
  '/orderDetailMobile': () => orderIn(3),
  '/activitiDetailMobile': async () => ({
    id: (await pageTodoTasks({ query: { page: 1, limit: 1 } })).records[0]?.id ?? '',
  }),
  '/noticeMobileDetail': async () => ({
    id: (await pageQueryNotices({ query: { current: 1, size: 1 } })).records[0]?.id ?? '',
  }),
};
const mobilePages = pages
  .filter((page) => page.audience === 'mobile' && page.path !== '/loginMobile')
  .map((page) => ({ ...page, account: mobileAccountOf[page.path] ?? 'caigou01' }));

async function settled() {
  await waitFor(() => expect(screen.queryByRole('status', { name: '加载中' })).toBeNull(), { timeout: 10_000 });
  expect(screen.queryByRole('heading', { name: /访问受限|页面不存在|服务器错误/ })).toBeNull();
  expect(screen.queryByRole('alert')).toBeNull();
}

describe('every mobile page', () => {
  it.each(mobilePages)('$path opens for $account', async ({ path, account }) => {
    await open(path, account, mobileRecordOf[path]);
    await screen.findByRole('navigation', { name: '底部导航' });
    await settled();
  });

  it.each(mobilePages.filter(({ path }) => path in mobileRecordOf))(
    '$path opened without a record offers records to open',
    async ({ path, account }) => {
      await open(path, account);
      const chooser = await screen.findByRole('region', { name: /^选择/ }, { timeout: 10_000 });
      await waitFor(() => expect(within(chooser).getAllByRole('link').length).toBeGreaterThan(0), { timeout: 10_000 });
    },
  );
});
