import { openMall, signInToMall, withMall } from '@test/support/mall.tsx';
import { approvedPlan, computingGoods } from '@test/support/plans.ts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '@zc/mocks/node';
import {
  addCartGoods,
  checkPlanValidity,
  getGoodsDetail,
  getLadderPrice,
  getPlanOrderGoodsList,
  getShoppingCart,
} from '@zc/sdk';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { unitPriceOf } from '@/features/shop/price.ts';
import { formatMoney } from '@/shared/format/money.ts';

withMall();

/** A goods item of gys01 with a ladder price in force and stock for its highest tier. */
async function goodsWithLadderPrice() {
  await signInToMall('gys01');
  const { records } = await getLadderPrice({ query: { status: 2, current: 1, size: 50 } });
  for (const ladder of records) {
    const goods = await getGoodsDetail({ query: { id: ladder.goodsId } });
    const top = Math.max(...(goods.ladderPrices ?? []).map((tier) => tier.minQuantity));
    if (goods.goodsState === 1 && (goods.minBuyNum ?? 1) === 1 && goods.stock >= top && top > 1)
      return { goods, tierQuantity: top };
  }
  throw new Error('no goods with a ladder price in the seed');
}

describe('buying in the mall', () => {
  it('a cart quantity that reaches a ladder tier is charged the tier’s unit price', async () => {
    const { goods, tierQuantity } = await goodsWithLadderPrice();
    localStorage.clear();
    await signInToMall('caigou01');
    await addCartGoods({ body: { goodsId: goods.id, quantity: 1 } });
    await openMall('/carover');
    const row = await screen.findByRole('listitem', { name: goods.name });
    // One unit: its price and the amount are the same figure.
    expect(within(row).getAllByText(`¥${formatMoney(unitPriceOf(goods, 1))}`)).toHaveLength(2);

    const quantity = within(row).getByRole('textbox', { name: `${goods.name}数量` });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, `${tierQuantity}{Enter}`);
    const tierPrice = unitPriceOf(goods, tierQuantity);
    expect(tierPrice).toBeLessThan(unitPriceOf(goods, 1));
    await waitFor(() => expect(within(row).getByText(`¥${formatMoney(tierPrice)}`)).toBeTruthy());
    expect(within(row).getByText(`¥${formatMoney(tierPrice * tierQuantity)}`)).toBeTruthy();
  });

  it('a visitor adding to the cart signs in first and is sent back to the goods item', async () => {
    await openMall('/search?keyword=笔');
    const results = await screen.findByRole('list', { name: '商品列表' });
    await userEvent.click(within(results).getAllByRole('link')[0] as HTMLElement);
    await userEvent.click(await screen.findByRole('button', { name: '加入购物车' }));
    const location = await screen.findByTestId('location');
    expect(location.textContent).toMatch(/^\/login\?redirect=/);
    expect(decodeURIComponent(location.textContent ?? '')).toMatch(
      /redirect=.*\/(detail|agreement-info|supplier-product-details)\?id=/,
    );
  });

  it('offers buying, collecting, reporting and following a supplier only to roles that may: purchasers', async () => {
    const detailAs = async (account: string) => {
      cleanup();
      localStorage.clear();
      await signInToMall(account);
      await openMall('/search?keyword=笔');
      const results = await screen.findByRole('list', { name: '商品列表' });
      await userEvent.click(within(results).getAllByRole('link')[0] as HTMLElement);
      await screen.findByRole('complementary', { name: '供应商' });
      return ['加入购物车', '立即购买', /收藏/, '举报', /关注/].map((name) => screen.queryByRole('button', { name }));
    };
    expect((await detailAs('caigou01')).every(Boolean)).toBe(true);
    expect(await detailAs('gys01')).toEqual([null, null, null, null, null]);
    expect(await detailAs('admin')).toEqual([null, null, null, null, null]);
  });

  it('the invoice choice waits for the buyer’s titles: until they are read nothing is chosen and the order waits', async () => {
    await signInToMall('caigou01');
    const rows = (await getShoppingCart()).groups.flatMap((group) => group.items);
    let release = () => {};
    const read = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The titles arrive late; the mock backend answers them once released.
    server.use(
      http.get('*/api/receipt/queryOwnReceiptList', async () => {
        await read;
        return undefined;
      }),
    );
    await openMall(`/orderover?ids=${rows.map((row) => row.id).join(',')}`);
    expect(await screen.findByText('正在读取发票抬头…')).toBeTruthy();
    expect(screen.queryByRole('radio', { name: '不开发票' })).toBeNull();
    expect(screen.getByRole('button', { name: '提交订单' })).toHaveProperty('disabled', true);
    release();
    const titles = await screen.findByRole('radiogroup', { name: '选择发票抬头' });
    // A title is chosen for the buyer (the last order's, else the default), not 不开发票.
    expect(within(titles).getByRole('radio', { name: '不开发票' })).toHaveProperty('checked', false);
    expect(
      within(titles)
        .getAllByRole('radio')
        .filter((radio) => (radio as HTMLInputElement).checked),
    ).toHaveLength(1);
    await waitFor(() => expect(screen.getByRole('button', { name: '提交订单' })).toHaveProperty('disabled', false));
  });

  it('an order the backend refuses leaves every row in the cart and the confirmation as it was', async () => {
    await signInToMall('caigou01');
    const before = await getShoppingCart();
    const valid = before.groups.flatMap((group) => group.items);
    const offShelf = before.invalidItems ?? [];
    expect(offShelf.length).toBeGreaterThan(0);
    // The goods of one row went off shelf after it was put in the cart.
    await openMall(`/orderover?ids=${[...valid, ...offShelf].map((row) => row.id).join(',')}`);
    await userEvent.type(await screen.findByRole('textbox', { name: '订单备注' }), '请工作日送货');
    await waitFor(() => expect(screen.getByRole('button', { name: '提交订单' })).toHaveProperty('disabled', false));
    await userEvent.click(screen.getByRole('button', { name: '提交订单' }));

    const refusal = await screen.findByRole('alert');
    expect(refusal.textContent).toContain('订单未提交，购物车中的商品已保留');
    expect(refusal.textContent).toContain('已下架');
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: '订单备注' }).value).toBe('请工作日送货');
    const after = await getShoppingCart();
    expect(after.groups.flatMap((group) => group.items).map((row) => row.id)).toEqual(valid.map((row) => row.id));
  });

  it('search filters live in the URL, and a wrong price range is refused without losing the search', async () => {
    const router = await openMall('/search?keyword=笔');
    const brands = await screen.findByRole('group', { name: '品牌' });
    const brand = within(brands).getAllByRole('button')[1] as HTMLElement;
    await userEvent.click(brand);
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({ keyword: '笔', brandId: expect.any(String) }),
    );

    await userEvent.type(screen.getByRole('textbox', { name: '最低价' }), '100');
    await userEvent.type(screen.getByRole('textbox', { name: '最高价' }), '10');
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    expect((await screen.findByRole('alert')).textContent).toBe('最低价不能高于最高价');
    expect(router.state.location.search).not.toHaveProperty('minPrice');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: '最低价' }).value).toBe('100');

    await userEvent.clear(screen.getByRole('textbox', { name: '最高价' }));
    await userEvent.type(screen.getByRole('textbox', { name: '最高价' }), '500');
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({ minPrice: 100, maxPrice: 500, brandId: expect.any(String) }),
    );
    await userEvent.click(screen.getByRole('button', { name: /价格/ }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ sortField: 'price', sortOrder: 'asc' }));
  });

  it('an order over the category quota needs an approved plan: offered with what it has left, refused without, bound with', async () => {
    await signInToMall('caigou01');
    const goods = await computingGoods();
    const plan = await approvedPlan(goods, 5, 50_000);
    const row = await addCartGoods({ body: { goodsId: goods.id, quantity: 2 } });
    await openMall(`/orderover?ids=${row.id}`);
    const plans = await screen.findByRole('region', { name: '采购计划' });
    expect(within(plans).getByText(/须绑定一个已审批/)).toBeTruthy();
    const card = await within(plans).findByRole('radio', { name: plan.planName });
    expect(card.closest('label')?.textContent).toContain(`剩余金额 ¥${formatMoney(plan.planAmount)}`);
    await userEvent.type(screen.getByRole('textbox', { name: '订单备注' }), '按计划采购');

    await waitFor(() => expect(screen.getByRole('button', { name: '提交订单' })).toHaveProperty('disabled', false));
    await userEvent.click(screen.getByRole('button', { name: '提交订单' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/“电脑办公”类商品金额.*须选择已审批的采购计划下单/);
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: '订单备注' }).value).toBe('按计划采购');

    await userEvent.click(card);
    await userEvent.click(screen.getByRole('button', { name: '提交订单' }));
    const result = await screen.findByRole('region', { name: '下单结果' });
    expect(within(result).getByText(`已绑定采购计划“${plan.planName}”，计划已使用金额随之更新`)).toBeTruthy();
    const validity = await checkPlanValidity({ path: { id: plan.id } });
    expect(validity.availableAmount).toBeLessThan(plan.planAmount);
  });

  it('a plan’s goods are ordered on 确认订单信息 up to what the plan has left, and the plan keeps what remains', async () => {
    await signInToMall('caigou01');
    const goods = await computingGoods();
    const plan = await approvedPlan(goods, 3);
    await openMall(`/purchase-plan-order?id=${plan.id}`);
    expect(await screen.findByRole('heading', { name: /确认订单信息/ })).toBeTruthy();
    const line = await screen.findByRole('listitem', { name: goods.name });
    expect(within(line).getByText('计划剩余 3', { exact: false })).toBeTruthy();
    const quantity = within(line).getByRole<HTMLInputElement>('textbox', { name: `${goods.name}数量` });
    expect(quantity.value).toBe('3');
    // More than the plan has left is brought back to it.
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '9{Enter}');
    expect(quantity.value).toBe('3');
    await userEvent.click(within(line).getByRole('button', { name: `减少${goods.name}数量` }));
    await waitFor(() => expect(quantity.value).toBe('2'));
    expect(await screen.findByRole('radio', { name: plan.planName })).toHaveProperty('checked', true);

    await waitFor(() => expect(screen.getByRole('button', { name: '提交订单' })).toHaveProperty('disabled', false));
    await userEvent.click(screen.getByRole('button', { name: '提交订单' }));
    expect(await screen.findByRole('region', { name: '下单结果' })).toBeTruthy();
    const [left] = await getPlanOrderGoodsList({ query: { planId: plan.id } });
    expect(left).toMatchObject({ goodsId: goods.id, num: 3, orderedNum: 2 });
  });

  it('集装箱商城 shows the container zone’s goods by category', async () => {
    await openMall('/container');
    expect(await screen.findByRole('heading', { name: '集装箱商城', level: 1 })).toBeTruthy();
    const results = await screen.findByRole('list', { name: '商品列表' });
    await waitFor(() => expect(within(results).getAllByRole('listitem').length).toBeGreaterThan(0));
    expect(results.textContent).toMatch(/集装箱/);
    const categories = screen.getByRole('group', { name: '分类' });
    expect(within(categories).getByRole('button', { name: /冷藏集装箱/ })).toBeTruthy();
  });
});
