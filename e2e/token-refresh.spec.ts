import { expect, login, password, test } from './support.ts';

test('an access token that expires while a form is half filled refreshes on submit, and nothing typed is lost', async ({
  page,
}) => {
  await page.goto('/login?redirect=/purchase/modify-password');
  await expect(page.locator('html')).toHaveAttribute('data-mock', 'on');
  // Access tokens of 3 seconds from now on (a QA control of the mock backend).
  await page.evaluate(() =>
    fetch('/__mock/config', { method: 'POST', body: JSON.stringify({ accessTokenTtlSeconds: 3 }) }),
  );
  await login(page, 'caiwu01');
  await expect(page.getByRole('form', { name: '修改密码' })).toBeVisible();

  const form = page.getByRole('form', { name: '修改密码' });
  await form.getByLabel('原密码').fill(password);
  await form.getByLabel('新密码', { exact: true }).fill('Caiwu2026');
  await page.waitForTimeout(3500);
  await form.getByLabel('确认新密码').fill('Caiwu2026');

  const refreshes: string[] = [];
  page.on('request', (request) => request.url().includes('/api/login/refresh') && refreshes.push(request.url()));
  await form.getByRole('button', { name: '确认修改' }).click();

  await expect(page.getByRole('status')).toHaveText('密码已修改，下次登录请使用新密码');
  expect(refreshes).toHaveLength(1);
  await expect(page).toHaveURL(/\/purchase\/modify-password$/);
  await page.evaluate(() =>
    fetch('/__mock/config', { method: 'POST', body: JSON.stringify({ accessTokenTtlSeconds: 7200 }) }),
  );
});
