import type { Page } from '@playwright/test';
import { expect, login, password, signInAs, signOut, test } from './support.ts';

/** The SMS code the mock "sent" (GET /__mock/sms/{phone}, the QA endpoint like the captcha's). */
const smsCode = (page: Page, phone: string) =>
  page.evaluate(async (number) => (await (await fetch(`/__mock/sms/${number}`)).json()).data as string, phone);

/** A number no seeded user has, different for each run and test. */
const freshPhone = () => `199${String(Date.now() + Math.floor(Math.random() * 1e4)).slice(-8)}`;

/** A valid unified social credit code (GB 32100-2015 check character). */
function creditCode(first17: string) {
  const alphabet = '0123456789ABCDEFGHJKLMNPQRTUWXY';
  const weights = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
  const sum = weights.reduce((total, weight, i) => total + alphabet.indexOf(first17[i] ?? '') * weight, 0);
  return first17 + alphabet[(31 - (sum % 31)) % 31];
}

async function sendCode(page: Page, phone: string) {
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('button', { name: /秒后重新获取/ })).toBeDisabled();
  await page.getByLabel('短信验证码', { exact: true }).fill(await smsCode(page, phone));
}

test('a purchasing unit registers, waits for its approval, signs in by SMS, resets its password and signs in with it', async ({
  page,
}) => {
  const phone = freshPhone();
  const account = `e2e_${phone.slice(-6)}`;
  await page.goto('/login');
  await page.getByRole('link', { name: '采购单位注册' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page).toHaveTitle(/^采购单位注册 - /);

  await page.getByRole('button', { name: '提交注册' }).click();
  // Each empty required field says so in the backend's words, the unit name among them.
  await expect(page.getByLabel('单位名称', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('此项为必填项').first()).toBeVisible();
  await expect(page.getByText('请阅读并同意《用户协议》和《隐私政策》')).toBeVisible();

  await page.getByLabel('单位名称', { exact: true }).fill('济南市历下区教育和体育局');
  await page.getByLabel('统一社会信用代码', { exact: true }).fill(creditCode(`113701020045${phone.slice(-5)}`));
  await page.getByLabel('联系人', { exact: true }).fill('张敏');
  await page.getByLabel('手机号码', { exact: true }).fill(phone);
  await sendCode(page, phone);
  await page.getByLabel('登录账号', { exact: true }).fill(account);
  await page.getByLabel('登录密码', { exact: true }).fill('Zhuce2026');
  await page.getByLabel('确认密码', { exact: true }).fill('Zhuce2026');
  await page.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
  await page.getByRole('button', { name: '提交注册' }).click();
  await expect(page.getByText('注册申请已提交')).toBeVisible();

  await page.goto('/mlogin');
  await expect(page).toHaveTitle(/^短信验证码登录 - /);
  await page.getByLabel('手机号码', { exact: true }).fill(phone);
  await sendCode(page, phone);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('采购人注册申请正在审核中，审核通过后即可登录');

  // The administrator approves the registration on 采购人审核; the unit signs in with the code it was sent.
  await signInAs(page, 'admin');
  await page.goto('/purchase-approve');
  await page.getByRole('textbox', { name: '登录账号' }).fill(account);
  await page.getByRole('button', { name: '查询' }).click();
  await page
    .getByRole('table', { name: '采购人列表' })
    .getByRole('row', { name: new RegExp(account) })
    .getByRole('button', { name: '通过' })
    .click();
  const asked = page.getByRole('alertdialog');
  await expect(asked).toContainText(`确定审核通过采购人“张敏（${account}）”吗？`);
  await asked.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('已审核通过', { exact: true })).toBeVisible();
  await signOut(page);
  await page.goto('/mlogin');
  await page.getByLabel('手机号码', { exact: true }).fill(phone);
  await page.getByLabel('短信验证码', { exact: true }).fill(await smsCode(page, phone));
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/purchase\/my-platform/);
  expect(await page.evaluate(() => localStorage.getItem('user_name'))).toBe(account);

  await page.evaluate(() => localStorage.clear());
  await page.goto('/reset-password');
  await page.getByLabel('手机号码', { exact: true }).fill(phone);
  await sendCode(page, phone);
  await page.getByLabel('新密码', { exact: true }).fill(password);
  await page.getByLabel('确认新密码', { exact: true }).fill(password);
  await page.getByRole('button', { name: '重置密码' }).click();
  await expect(page.getByText('密码已重置')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });
  await page.goto('/mlogin');
  await login(page, account);
  await expect(page).toHaveURL(/\/purchase\/my-platform/);
});

test('a supplier registers for review; nothing typed is lost when the server refuses', async ({ page }) => {
  const phone = freshPhone();
  await page.goto('/supplier-register');
  await expect(page.getByRole('heading', { name: '供应商注册' })).toBeVisible();
  await page.getByLabel('企业名称', { exact: true }).fill('济南鲁信办公设备有限公司');
  await page.getByLabel('统一社会信用代码', { exact: true }).fill(creditCode(`91370102MA3${phone.slice(-6)}`));
  await page.getByLabel('法定代表人', { exact: true }).fill('刘建国');
  await page.getByLabel('供应商类型', { exact: true }).selectOption({ label: '本地供应商' });
  await page.getByLabel('注册资本（万元）', { exact: true }).fill('500');
  await page.getByLabel('联系人', { exact: true }).fill('陈晓燕');
  await page.getByLabel('手机号码', { exact: true }).fill(phone);
  await sendCode(page, phone);
  await page.getByLabel('登录账号', { exact: true }).fill('gys01');
  await page.getByLabel('登录密码', { exact: true }).fill('Zhuce2026');
  await page.getByLabel('确认密码', { exact: true }).fill('Zhuce2026');
  await page.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
  await page.getByRole('button', { name: '提交注册' }).click();
  await expect(page.getByRole('alert')).toHaveText('账号“gys01”已存在，请更换账号');
  await expect(page.getByLabel('企业名称', { exact: true })).toHaveValue('济南鲁信办公设备有限公司');
  await expect(page.getByLabel('登录密码', { exact: true })).toHaveValue('Zhuce2026');
  await page.getByLabel('登录账号', { exact: true }).fill(`lx_${phone.slice(-6)}`);
  await page.getByRole('button', { name: '提交注册' }).click();
  await expect(page.getByText('注册申请已提交')).toBeVisible();
});

test('the registration page links the user agreement and the privacy policy', async ({ page }) => {
  await page.goto('/register');
  const [agreement] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('link', { name: '《用户协议》' }).click(),
  ]);
  await expect(agreement.getByRole('heading', { level: 1 })).toHaveText('政采商城用户服务协议');
  await expect(agreement).toHaveTitle(/^用户协议 - /);
  await agreement.getByRole('link', { name: '《隐私政策》' }).click();
  await expect(agreement).toHaveURL(/\/agreement-privacy$/);
  await expect(agreement.getByRole('heading', { level: 1 })).toHaveText('政采商城隐私政策');
});
