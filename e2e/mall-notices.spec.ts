import { choose, expect, test } from './support.ts';

test('a visitor reads a bidding notice in the notice centre, then the platform rules and one rule in full', async ({
  page,
}) => {
  await page.goto('/notice');
  const centre = page.getByRole('navigation', { name: '公告中心' });
  await expect(centre).toBeVisible();

  // Bidding notices only: the filter goes into the address, the rows follow it.
  const filters = page.getByRole('form', { name: '公告列表筛选' });
  await choose(filters.getByRole('combobox', { name: '采购方式' }), '竞价');
  await filters.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(/projectType=1/);
  const notices = page.getByRole('table', { name: '公告列表' });
  const first = notices.getByRole('row').nth(1);
  await expect(first).toContainText('竞价');
  const title = (await first.getByRole('link').textContent()) ?? '';
  expect(title).toContain('竞价采购');

  await first.getByRole('link').click();
  await expect(page).toHaveURL(/\/notice-details\?id=/);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByText(/发布单位：/)).toBeVisible();
  await expect(page.getByText('请符合条件的供应商在截止时间前登录平台报名参与')).toBeVisible();

  // The platform rules, from the notice centre's menu.
  await centre.getByRole('link', { name: '平台规则' }).click();
  await expect(page).toHaveURL(/\/protocol$/);
  const rules = page.getByRole('table', { name: '平台规则' });
  await expect(rules.getByRole('link', { name: '竞价与反拍采购规则' })).toBeVisible();
  await rules.getByRole('link', { name: '竞价与反拍采购规则' }).click();
  await expect(page).toHaveURL(/\/protocol-details\?id=/);
  await expect(page.getByRole('heading', { name: '竞价与反拍采购规则', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: '第三章 报价与定标' })).toBeVisible();
  await expect(centre.getByRole('link', { name: '平台规则' })).toHaveAttribute('aria-current', 'page');

  await page.getByRole('link', { name: '‹ 返回平台规则' }).click();
  await expect(page).toHaveURL(/\/protocol/);
  await expect(rules.getByRole('row')).not.toHaveCount(1);
});
