import { expect, test } from '@playwright/test';
import { login } from './support.ts';

// Each role signs in through the real form, sees its own menu and its name, and signs out. Purchasing roles open
// their password page (their home pages come with the purchaser's own workbench).
const roles = [
  { account: 'gys01', name: '孙供应', page: '/supplier-workbench', group: '订单管理' },
  { account: 'bendi01', name: '吴本地', page: '/supplier-workbench', group: '对账管理' },
  { account: 'dianshang01', name: '郑电商', page: '/supplier-workbench', group: '商品管理' },
  { account: 'caigou01', name: '王采购', page: '/purchase/modify-password', group: '商城采购' },
  { account: 'xiangmu01', name: '李项目', page: '/purchase/modify-password', group: '商城采购' },
  { account: 'shenpi01', name: '赵审批', page: '/purchase/modify-password', group: '商城采购' },
  { account: 'caiwu01', name: '钱财务', page: '/purchase/modify-password', group: '商城采购' },
];

for (const role of roles) {
  test(`${role.name} (${role.account}) signs in, sees the menu of the role, and signs out`, async ({ page }) => {
    await page.goto(role.page);
    await expect(page).toHaveURL(/\/login\?redirect=/);
    await login(page, role.account);
    await expect(page).toHaveURL(new RegExp(`${role.page}$`));
    const menu = page.getByRole('navigation', { name: '主菜单' });
    await expect(menu.getByRole('button', { name: role.group })).toBeVisible();
    await expect(page.getByRole('banner')).toContainText(`${role.name}（${role.account}）`);

    await page.getByRole('button', { name: '退出登录' }).click();
    await expect(page).toHaveURL(/\/login/);
    await page.goto(role.page);
    await expect(page).toHaveURL(/\/login\?redirect=/);
  });
}
