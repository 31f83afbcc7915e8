import type { Page } from '@playwright/test';
import { expect, login, password, signInAs, signOut, test } from './support.ts';

/** A number no seeded user has, different for each run and test. */
const freshPhone = () => `198${String(Date.now() + Math.floor(Math.random() * 1e4)).slice(-8)}`;

/** A valid unified social credit code (GB 32100-2015 check character). */
function creditCode(first17: string) {
  const alphabet = '0123456789ABCDEFGHJKLMNPQRTUWXY';
  const weights = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
  const sum = weights.reduce((total, weight, i) => total + alphabet.indexOf(first17[i] ?? '') * weight, 0);
  return first17 + alphabet[(31 - (sum % 31)) % 31];
}

/** Registers a local supplier through /supplier-register with the seeded accounts' password; returns its account. */
async function registerSupplier(page: Page, company: string) {
  const phone = freshPhone();
  const account = `gys_${phone.slice(-6)}`;
  await page.goto('/supplier-register');
  await page.getByLabel('企业名称', { exact: true }).fill(company);
  await page.getByLabel('统一社会信用代码', { exact: true }).fill(creditCode(`91370102MA3${phone.slice(-6)}`));
  await page.getByLabel('法定代表人', { exact: true }).fill('刘建国');
  await page.getByLabel('供应商类型', { exact: true }).selectOption({ label: '本地供应商' });
  await page.getByLabel('联系人', { exact: true }).fill('陈晓燕');
  await page.getByLabel('手机号码', { exact: true }).fill(phone);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('button', { name: /秒后重新获取/ })).toBeDisabled();
  const code = await page.evaluate(
    async (number) => (await (await fetch(`/__mock/sms/${number}`)).json()).data as string,
    phone,
  );
  await page.getByLabel('短信验证码', { exact: true }).fill(code);
  await page.getByLabel('登录账号', { exact: true }).fill(account);
  await page.getByLabel('登录密码', { exact: true }).fill(password);
  await page.getByLabel('确认密码', { exact: true }).fill(password);
  await page.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
  await page.getByRole('button', { name: '提交注册' }).click();
  await expect(page.getByText('注册申请已提交')).toBeVisible();
  return account;
}

/** The administrator's row of a supplier waiting for review on 供应商审核. */
async function reviewRow(page: Page, company: string) {
  await signInAs(page, 'admin');
  await page.goto('/audit');
  await page.getByRole('textbox', { name: '企业名称' }).fill(company);
  await page.getByRole('button', { name: '查询' }).click();
  const row = page.getByRole('table', { name: '供应商列表' }).getByRole('row').filter({ hasText: company });
  await expect(row).toContainText('待审核');
  return row;
}

test('a supplier registers, waits for review, is approved in /audit and then signs in to its workbench', async ({
  page,
}) => {
  const company = `济南鲁信办公设备${Date.now() % 1e6}有限公司`;
  const account = await registerSupplier(page, company);

  await page.goto('/login');
  await login(page, account);
  await expect(page.getByRole('alert')).toHaveText('供应商注册申请正在审核中，审核通过后即可登录');

  const row = await reviewRow(page, company);
  await row.getByRole('button', { name: '查看' }).click();
  const details = page.getByRole('dialog', { name: '供应商注册信息' });
  await expect(details.getByRole('region', { name: '企业信息' })).toContainText('刘建国');
  await details.getByRole('button', { name: '审核通过' }).click();
  const asked = page.getByRole('alertdialog');
  await expect(asked).toContainText(`确定审核通过供应商“${company}”吗？`);
  await asked.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('已审核通过', { exact: true })).toBeVisible();
  await expect(row).toHaveCount(0);
  await page.getByRole('tab', { name: '审核通过' }).click();
  await expect(page.getByRole('table', { name: '供应商列表' })).toContainText(company);

  await signOut(page);
  await login(page, account);
  await expect(page).toHaveURL(/\/supplier-workbench/);
  await expect(page.getByText('交易已启用')).toBeVisible();
});

test('a refused supplier reads the reason when it signs in', async ({ page }) => {
  const company = `青岛海润劳保${Date.now() % 1e6}有限公司`;
  const account = await registerSupplier(page, company);

  const row = await reviewRow(page, company);
  await row.getByRole('button', { name: '驳回' }).click();
  const dialog = page.getByRole('dialog', { name: `驳回：供应商“${company}”` });
  await dialog.getByRole('button', { name: '驳回' }).click();
  await expect(dialog.getByText('此项为必填项')).toBeVisible();
  await dialog.getByRole('textbox', { name: '驳回原因' }).fill('营业执照经营范围不含劳保用品');
  await dialog.getByRole('button', { name: '驳回' }).click();
  await expect(page.getByText('已驳回', { exact: true })).toBeVisible();

  await signOut(page);
  await login(page, account);
  await expect(page.getByRole('alert')).toHaveText(
    '供应商注册审核未通过，原因：营业执照经营范围不含劳保用品。请联系平台客服处理',
  );
  await expect(page).toHaveURL(/\/login/);
});
