// The supplier's six group pages: each shows what waits for the supplier in its area, counted as the list it opens
// counts it, and the area's newest records, each opening its record page.
import { renderWorkbenchPage, withSignedIn } from '@test/support/workbench.tsx';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  listMyMessages,
  listSupplierAfterSales,
  pageBiddingHall,
  pageSupplierAuctionProjects,
  pageSupplierBiddingProjects,
  pageSupplierSourcing,
  pageSupplierSourcingOrders,
  supplierOrderList,
} from '@zc/sdk';
import { describe, expect, it } from 'vitest';
import { Route as Agreement } from '@/routes/_workbench/(supplier)/supplier-agreement.tsx';
import { Route as Auction } from '@/routes/_workbench/(supplier)/supplier-auction.tsx';
import { Route as Backhand } from '@/routes/_workbench/(supplier)/supplier-backhand.tsx';
import { Route as Bidding } from '@/routes/_workbench/(supplier)/supplier-bidding.tsx';
import { Route as Messages } from '@/routes/_workbench/(supplier)/supplier-msg.tsx';
import { Route as Sourcing } from '@/routes/_workbench/(supplier)/supplier-sourcing.tsx';

withSignedIn('gys01');

type Total = () => Promise<{ total: number }>;
interface Group {
  path: string;
  route: Parameters<typeof renderWorkbenchPage>[1];
  /** Each to-do with the total of the records it counts, read from the list call itself. */
  todos: Record<string, Total>;
  /** Where the first to-do leads: its list page, narrowed to the records it counts. */
  firstList: string;
  /** The first table of newest records, the page its rows open, and the id of the newest record. */
  latest: { title: string; opens: string; newestId: () => Promise<string | undefined> };
}

const one = { current: 1, size: 1 };
const firstRow = { pageNum: 1, pageSize: 1 };
const projectGroup = (
  path: string,
  route: Group['route'],
  projectType: 1 | 2 | 3,
  word: string,
  bid: string,
  opens: string,
  firstList: string,
): Group => {
  const projects = (query: object) =>
    projectType === 3
      ? pageSupplierAuctionProjects({ query: { ...one, ...query } })
      : pageSupplierBiddingProjects({ query: { ...one, projectType, ...query } });
  return {
    path,
    route,
    firstList,
    todos: {
      待报名项目: () => projects({ status: 3, joined: 0 }),
      [`可${bid}项目`]: () => pageBiddingHall({ query: { ...one, projectType, status: 6 } }),
      待确认定标结果: () => projects({ joined: 1, status: 10 }),
    },
    latest: {
      title: `最新参与的${word}项目`,
      opens,
      newestId: async () => (await pageBiddingHall({ query: { ...one, projectType } })).records[0]?.projectId,
    },
  };
};

const groups: Group[] = [
  projectGroup(
    '/supplier-bidding',
    Bidding,
    1,
    '竞价',
    '报价',
    '/supplier-view-details',
    '/supplier-bidding-report?joined=0',
  ),
  projectGroup(
    '/supplier-backhand',
    Backhand,
    2,
    '反拍',
    '报价',
    '/backhand-view-details',
    '/supplier-backhand-report?joined=0',
  ),
  projectGroup(
    '/supplier-auction',
    Auction,
    3,
    '拍卖',
    '出价',
    '/auction-view-details',
    '/supplier-auction-report?joined=0',
  ),
  {
    path: '/supplier-sourcing',
    route: Sourcing,
    firstList: '/supplier-sourcing-offer?status=3&quoteStatus=0',
    todos: {
      待报价询价: () => pageSupplierSourcing({ query: { ...one, status: 3, quoteStatus: 0 } }),
      待签合同: () => pageSupplierSourcingOrders({ query: { ...one, status: 0 } }),
    },
    latest: {
      title: '最新询价',
      opens: '/supplier-sourcing-offer-info',
      newestId: async () => (await pageSupplierSourcing({ query: one })).records[0]?.id,
    },
  },
  {
    path: '/supplier-agreement',
    route: Agreement,
    firstList: '/supplier-agreement-order?status=3',
    todos: {
      待发货协议订单: () => supplierOrderList({ query: { ...firstRow, orderType: 2, status: 3 } }),
      待审核售后: () => listSupplierAfterSales({ query: { ...firstRow, status: 0 } }),
    },
    latest: {
      title: '最新协议订单',
      opens: '/supplier-agreement-order-detail',
      newestId: async () => (await supplierOrderList({ query: { ...firstRow, orderType: 2 } })).records[0]?.id,
    },
  },
  {
    path: '/supplier-msg',
    route: Messages,
    firstList: '/supplier-msg-manager?readFlag=0',
    todos: {
      未读消息: () => listMyMessages({ query: { page: 1, limit: 1, readFlag: 0 } }),
      未读系统通知: () => listMyMessages({ query: { page: 1, limit: 1, readFlag: 0, msgType: 1 } }),
    },
    latest: {
      title: '最新消息',
      opens: '/supplier-msg-info',
      newestId: async () => (await listMyMessages({ query: { page: 1, limit: 1 } })).records[0]?.id,
    },
  },
];

describe('the supplier’s group pages', () => {
  it.each(groups)('$path shows its to-dos and opens its newest record', async (group) => {
    const { path, route, todos, firstList, latest } = group;
    await renderWorkbenchPage(path, route);
    const todoList = screen.getByRole('region', { name: '待办事项' });
    expect(within(todoList).getAllByRole('link', { name: '去处理' })[0]?.getAttribute('href')).toBe(firstList);
    for (const [label, total] of Object.entries(todos)) {
      const item = within(todoList).getByRole('listitem', { name: label });
      const expected = String((await total()).total);
      await waitFor(() => expect(item.textContent).toContain(`${label}${expected}去处理`));
    }

    const newestId = await latest.newestId();
    if (!newestId) throw new Error(`the seed gives gys01 no record for ${latest.title}`);
    const table = screen.getByRole('table', { name: latest.title });
    const links = await within(table).findAllByRole('link', { name: /^查看：/ });
    expect(links.length).toBeLessThanOrEqual(5);
    await userEvent.click(links[0] as HTMLElement);
    const location = await screen.findByTestId('location');
    expect(location.textContent?.startsWith(`${latest.opens}?`)).toBe(true);
    expect(decodeURIComponent(location.textContent ?? '')).toContain(newestId);
  });
});
