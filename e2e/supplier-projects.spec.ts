import { expect, test } from '@playwright/test';
import { choose, signedIn } from './support.ts';

test.use(signedIn('gys01'));

const amount = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));
const money = (value: number) => value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

test('a supplier bids in a running bidding project, sees the bid in the history, revokes it and sees it revoked', async ({
  page,
}) => {
  // Each project is opened by a full page load, which seeds the in-page mock store again: minutes on a busy machine.
  test.setTimeout(240_000);
  await page.goto('/supplier-bidding-participate');

  const filters = page.getByRole('form', { name: '参与竞价项目筛选' });
  await choose(filters.getByRole('combobox', { name: '项目状态' }), '竞价中');
  await filters.getByRole('button', { name: '查询' }).click();
  const hall = page.getByRole('table', { name: '参与竞价项目' });
  await expect(hall.getByRole('row').nth(1)).toContainText('竞价中');
  const bidLinks = hall.getByRole('link', { name: '报价', exact: true });
  const hrefs = await bidLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThan(0);

  // A whole-order (整单报价) project takes one total price; line-priced ones are left for the component tests.
  const form = page.getByRole('form', { name: '报价表单' });
  let found = false;
  for (const href of hrefs) {
    await page.goto(href);
    await expect(form).toBeVisible({ timeout: 60_000 });
    if ((await form.getByRole('spinbutton', { name: '报价总价' }).count()) > 0) {
      found = true;
      break;
    }
  }
  expect(found).toBe(true);

  // Below the supplier's last valid price by twice the smallest step.
  const own = page.getByRole('table', { name: '我的报价' });
  const lastValid = own.getByRole('row').filter({ hasText: '有效' }).first();
  await expect(lastValid).toBeVisible();
  const last = amount(await lastValid.getByRole('cell').nth(1).textContent());
  const step = amount((await form.getByText(/最小幅度/).textContent())?.match(/最小幅度\s*([\d,.]+)/)?.[1] ?? '');
  expect(last).toBeGreaterThan(0);
  expect(step).toBeGreaterThan(0);
  const price = Math.round((last - step * 2) * 100) / 100;

  await form.getByRole('spinbutton', { name: '报价总价' }).fill(String(price));
  await form.getByRole('button', { name: '提交报价' }).click();
  const question = page.getByRole('alertdialog');
  await expect(question).toContainText('确认提交');
  await question.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('报价成功')).toBeVisible();

  const history = page.getByRole('table', { name: '竞价记录' });
  const mine = history.getByRole('row').filter({ hasText: money(price) });
  await expect(mine).toContainText('（我）');
  await expect(mine).toContainText('有效');

  const newest = own.getByRole('row').nth(1);
  await expect(newest).toContainText(money(price));
  await newest.getByRole('button', { name: '撤回' }).click();
  const revoke = page.getByRole('alertdialog');
  await expect(revoke).toContainText(money(price));
  await revoke.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('撤回成功')).toBeVisible();
  await expect(newest).toContainText('已撤回');
  await expect(mine).toContainText('已撤回');
});
