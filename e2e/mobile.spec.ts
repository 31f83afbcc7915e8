// The mobile site on an iPhone: the mall sends a phone to it, a buyer orders there, and an approver approves there.
import { devices, type Page } from '@playwright/test';
import { apiData, expect, expectAccessible, login, signedIn, test } from './support.ts';

const iPhone = { userAgent: devices['iPhone 13'].userAgent, viewport: { width: 390, height: 844 } };
test.use(iPhone);

type Goods = { id: string; name: string; stock: number; minBuyNum?: number; goodsState?: number };
type Page_<T> = { records: T[] };

test('a phone opening the mall lands on the mobile home', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/homeMobile$/);
  await expect(page.getByRole('navigation', { name: '底部导航' })).toBeVisible();
  await expect(page.getByRole('list', { name: '商品列表' }).getByRole('link').first()).toBeVisible();
  await expectAccessible(page);
});

/**
 * The approver's to-do of an order, opened from /taskMobile, agreed with an opinion. The buyer's session is only
 * forgotten by this browser (the mock's data lives in it), not signed out: other journeys start from its token.
 */
async function approveOnPhone(page: Page, orderNo: string) {
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage))
      if (!['un', 'data-theme', 'deviceId'].includes(key)) localStorage.removeItem(key);
  });
  await page.goto('/loginMobile');
  await login(page, 'shenpi01');
  await page.waitForURL(/\/homeMobile/);
  await page.goto('/taskMobile');
  await page.getByRole('list', { name: '待办列表' }).getByRole('link').filter({ hasText: orderNo }).click();
  await expect(page.getByRole('region', { name: '订单' })).toContainText(orderNo);
  const decision = page.getByRole('form', { name: '审批' });
  await decision.getByText('同意', { exact: true }).click();
  await decision.getByRole('textbox').fill('手机端同意');
  await decision.getByRole('button', { name: '提交' }).click();
  await expect(page.getByText('已同意')).toBeVisible();
  await expect(page).toHaveURL(/\/taskMobile$/);
}

test.describe('signed in as caigou01', () => {
  test.use(signedIn('caigou01'));

  test('a buyer searches, adds goods to the cart and orders on a phone; an approver approves it on a phone', async ({
    page,
  }) => {
    await page.goto('/searchMobile');
    const found = await apiData<Page_<Goods>>(page, '/api/search/itemSearch?page=1&size=10', {});
    const goods = found.records.find((row) => row.stock >= (row.minBuyNum ?? 1) && row.goodsState !== 0);
    if (!goods) throw new Error('no goods in stock on the first page of results');
    await page.getByRole('searchbox', { name: '搜索商品' }).fill(goods.name);
    await page.getByRole('button', { name: '搜索', exact: true }).click();
    await page.getByRole('list', { name: '搜索结果' }).getByRole('link', { name: goods.name }).first().click();
    await expect(page).toHaveURL(/\/detailMobile\?id=/);
    await page.getByRole('button', { name: '加入购物车' }).click();
    await expect(page.getByText('已加入购物车')).toBeVisible();

    await page
      .getByRole('navigation', { name: '底部导航' })
      .getByRole('link', { name: /购物车/ })
      .click();
    const all = page.getByRole('checkbox', { name: '全选' });
    await expect(all).toBeChecked();
    await all.click();
    await expect(all).not.toBeChecked();
    await page
      .getByRole('checkbox', { name: `选择${goods.name}` })
      .first()
      .click();
    await page.getByRole('button', { name: /^结算/ }).click();
    await expect(page).toHaveURL(/\/orderInfoMobile\?ids=/);
    await page.getByRole('button', { name: '提交订单' }).click();
    const placed = page.getByRole('status').filter({ hasText: '订单已提交' });
    const orderNo = (
      (await placed
        .getByRole('link', { name: /^订单 / })
        .first()
        .textContent()) ?? ''
    )
      .slice(3)
      .trim();
    expect(orderNo).not.toBe('');

    // The desktop's purchase orders hold it, waiting for approval.
    const orders = await apiData<Page_<{ id: string; orderNo: string; status: number }>>(
      page,
      `/api/order/list?pageNum=1&pageSize=10&orderNo=${orderNo}`,
    );
    const order = orders.records.find((row) => row.orderNo === orderNo);
    expect(order?.status).toBe(0);

    await approveOnPhone(page, orderNo);
    // The approval history the desktop shows has the decision.
    const history = await apiData<{ result?: number; comment?: string }[]>(
      page,
      `/activitis/history/processHistory?businessKey=${order?.id}`,
    );
    expect(history.some((step) => step.comment === '手机端同意')).toBe(true);
  });
});
