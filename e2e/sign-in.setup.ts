import { expect, test as setup, signedInAccounts, signedInState, signInAs } from './support.ts';

// Each account signs in through the real form once per run; journeys that only need to be signed in start from the
// session it leaves in local storage.
for (const account of signedInAccounts) {
  setup(`${account} signs in once for the journeys that start signed in`, async ({ page }) => {
    await signInAs(page, account);
    await expect(page.getByRole('navigation', { name: '主菜单' })).toBeVisible();
    await page.waitForFunction(() => localStorage.getItem('roles') !== null);
    await page.context().storageState({ path: signedInState(account) });
  });
}
