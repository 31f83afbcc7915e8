import type { Page } from '@playwright/test';
import { expect, login, test } from './support.ts';

// Every seeded role signs in through the real form and lands on its own home (the URL is the home, with no redirect
// asked for), sees the home's content and its menu, opens the home again from the side menu, is refused a page
// outside its menu (403), and signs out. One page load per role: everything after the login page is in-app
// navigation (each full load seeds the in-page mock store again).
interface Role {
  account: string;
  name: string;
  home: string;
  /** The home's entry in the side menu. */
  homeLink: string;
  /** A group of the role's menu, or a second entry when the menu has no groups. */
  group: { role: 'button' | 'link'; name: string };
  /** Another page of the menu, opened before coming home again from the menu. */
  other?: { link: string; path: string };
  /** A route of the app outside the role's menu. */
  forbidden: string;
}

const supplier = (account: string, name: string, group: string, other: Role['other']): Role => ({
  account,
  name,
  home: '/supplier-workbench',
  homeLink: '工作台',
  group: { role: 'button', name: group },
  other,
  forbidden: '/workbench',
});
/** A purchaser role: a group of its own menu, and a page of another purchaser role it is refused. */
const purchaser = (account: string, name: string, group: string, forbidden: string): Role => ({
  account,
  name,
  home: '/purchase/my-platform',
  homeLink: '我的平台',
  group: { role: 'button', name: group },
  other: { link: '修改密码', path: '/purchase/modify-password' },
  forbidden,
});

const roles: Role[] = [
  {
    account: 'admin',
    name: '周平台',
    home: '/workbench',
    homeLink: '管理工作台',
    group: { role: 'button', name: '组织与用户' },
    forbidden: '/supplier-workbench',
  },
  purchaser('caigou01', '王采购', '商城采购', '/purchase/purchaser-payment-confirm'),
  purchaser('xiangmu01', '李项目', '审批中心', '/purchase/my-cart'),
  purchaser('shenpi01', '赵审批', '审批中心', '/supplier-workbench'),
  purchaser('caiwu01', '钱财务', '财务管理', '/purchase/order-check'),
  supplier('gys01', '孙供应', '订单管理', { link: '对账单列表', path: '/account-list' }),
  supplier('bendi01', '吴本地', '对账管理', { link: '本地供应商结算', path: '/local-supplier' }),
  supplier('dianshang01', '郑电商', '商品管理', { link: '商品列表', path: '/e-commerce-putaway' }),
  {
    account: 'fuli01',
    name: '冯福利',
    home: '/welfare-user-activities',
    homeLink: '福利活动',
    group: { role: 'link', name: '我的福利订单' },
    other: { link: '我的福利订单', path: '/welfare-user-activity-orders' },
    forbidden: '/purchase/my-platform',
  },
];

/** What the home shows once its data is in: the figures of a workbench, or the welfare user's activities. */
const homeContent = (page: Page, role: Role) =>
  role.account === 'fuli01'
    ? page.getByRole('table', { name: '福利活动' }).getByRole('row').nth(1)
    : page.getByRole('region', { name: '数据概览' }).getByRole('listitem').first();

/** Goes to a path inside the app (the router follows the history), without loading the page again. */
const goInApp = (page: Page, path: string) =>
  page.evaluate((to) => {
    window.history.pushState(window.history.state, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);

/** The URL of a page: its path, with the search params a list page fills in (page, size), nothing else. */
const atPath = (path: string) => new RegExp(`^[^?#]*//[^/]+${path.replaceAll('/', '\\/')}(\\?page=1&size=\\d+)?$`);

for (const role of roles) {
  test(`${role.name} (${role.account}) lands on the home of the role, opens it from the menu, is refused another role's page, and signs out`, async ({
    page,
  }) => {
    await page.goto('/login');
    await login(page, role.account);
    await expect(page).toHaveURL(atPath(role.home));
    await expect(homeContent(page, role)).toBeVisible();
    const menu = page.getByRole('navigation', { name: '主菜单' });
    await expect(menu.getByRole(role.group.role, { name: role.group.name, exact: true })).toBeVisible();
    await expect(page.getByRole('banner')).toContainText(`${role.name}（${role.account}）`);
    const homeLink = menu.getByRole('link', { name: role.homeLink, exact: true });
    await expect(homeLink).toHaveAttribute('aria-current', 'page');

    if (role.other) {
      await menu.getByRole('link', { name: role.other.link, exact: true }).click();
      await expect(page).toHaveURL(atPath(role.other.path));
      await expect(homeLink).not.toHaveAttribute('aria-current', 'page');
    }
    await homeLink.click();
    await expect(page).toHaveURL(atPath(role.home));
    await expect(homeLink).toHaveAttribute('aria-current', 'page');
    await expect(homeContent(page, role)).toBeVisible();

    await goInApp(page, role.forbidden);
    await expect(page.getByText('访问受限')).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(atPath(role.home));
    await expect(homeContent(page, role)).toBeVisible();

    await page.getByRole('button', { name: '退出登录' }).click();
    await expect(page).toHaveURL(/\/login/);
  });
}
