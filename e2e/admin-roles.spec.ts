import type { Page } from '@playwright/test';
import { choose, expect, signInAs, signOut, test } from './support.ts';

/** Goes to a path inside the app (the router follows the history), without loading the page again. */
const goInApp = (page: Page, path: string) =>
  page.evaluate((to) => {
    window.history.pushState(window.history.state, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);

test('the administrator takes 品牌管理 from the supplier role: the supplier no longer has it at the next sign-in, nor its call', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  await page.goto('/resources-manager-supplier');
  await page.getByRole('navigation', { name: '角色' }).getByRole('button', { name: '供应商', exact: true }).click();
  await expect(page.getByRole('button', { name: '保存权限' })).toBeVisible();
  const tree = page.getByRole('list', { name: '资源树' });
  await tree.getByRole('button', { name: '展开商品管理' }).click();
  const brands = tree.getByRole('checkbox', { name: '品牌管理' });
  await expect(brands).toBeChecked();
  await brands.uncheck();
  await page.getByRole('button', { name: '保存权限' }).click();
  const question = page.getByRole('alertdialog');
  await expect(question).toContainText('将收回角色“供应商”的 品牌管理');
  await question.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('权限已保存，用户下次登录后生效')).toBeVisible();
  await signOut(page);

  await signInAs(page, 'gys01');
  const menu = page.getByRole('navigation', { name: '主菜单' });
  await expect(menu.getByRole('button', { name: '商品管理', exact: true })).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('link', { name: '物料管理', exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: '品牌管理', exact: true })).toHaveCount(0);
  await goInApp(page, '/supplier-brand-manager');
  await expect(page.getByText('访问受限')).toBeVisible();
  // The page's call answers the same, whoever makes it with the supplier's token.
  const answer = await page.evaluate(async () => {
    const response = await fetch('/api/brands/supplierQueryList?current=1&size=10', {
      headers: { authorization: `bearer ${localStorage.getItem('access_token')}` },
    });
    return { status: response.status, body: await response.json() };
  });
  expect(answer).toEqual({
    status: 403,
    body: { code: 403, msg: '无权访问该功能：未分配「品牌管理」权限', data: null },
  });
});

test('a message the administrator sends to every supplier reaches the supplier, who reads it', async ({ page }) => {
  const title = '年度资质复核提醒';
  await signInAs(page, 'admin');
  await page.goto('/msg-manager');
  await page.getByRole('link', { name: '发送消息' }).click();
  const form = page.getByRole('form', { name: '发送消息' });
  await form.getByRole('textbox', { name: '标题' }).fill(title);
  await choose(form.getByRole('combobox', { name: '接收对象' }), '全部供应商');
  await form.getByRole('textbox', { name: '内容' }).fill('请于本月底前在平台更新营业执照与资质证书。');
  await form.getByRole('button', { name: '发送' }).click();
  await expect(page.getByText(/发送成功，共 \d+ 人接收/)).toBeVisible();
  // The finished form closes its tab and returns to the list it was opened from, where the message is listed.
  await expect(page).toHaveURL(/\/msg-manager/);
  await page
    .getByRole('table', { name: '消息列表' })
    .getByRole('row', { name: new RegExp(title) })
    .getByRole('link', { name: '详情' })
    .click();
  await expect(page.getByRole('region', { name: '消息信息' })).toContainText(title);
  const receivers = page.getByRole('table', { name: '接收人列表' });
  await expect(receivers.getByRole('row').nth(1)).toContainText('未读');
  await signOut(page);

  await signInAs(page, 'gys01');
  await page.getByRole('button', { name: /^消息，\d+ 条未读$/ }).click();
  await expect(page.getByRole('dialog', { name: '未读消息' }).getByText(title)).toBeVisible();
  await page.getByRole('link', { name: '查看全部消息' }).click();
  await page.getByRole('table', { name: '消息列表' }).getByRole('link', { name: title }).click();
  const details = page.getByRole('region', { name: '消息信息' });
  await expect(details).toContainText('已读');
  await signOut(page);

  // The administrator sees who read it.
  await signInAs(page, 'admin');
  await page.goto('/msg-manager');
  await page
    .getByRole('table', { name: '消息列表' })
    .getByRole('row', { name: new RegExp(title) })
    .getByRole('link', { name: '详情' })
    .click();
  await choose(page.getByRole('combobox', { name: '阅读状态' }), '已读');
  await expect(page.getByRole('table', { name: '接收人列表' }).getByRole('row', { name: /gys01/ })).toBeVisible();
});
