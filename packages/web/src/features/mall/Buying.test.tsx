import { openMall, signInToMall, withMall } from '@test/support/mall.tsx';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addCartGoods, getGoodsDetail, getLadderPrice, getShoppingCart } from '@zc/sdk';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '@/shared/format/money.ts';
import { unitPriceOf } from './shared/price.ts';

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
    expect(decodeURIComponent(location.textContent ?? '')).toMatch(/redirect=.*\/detail\?id=/);
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
});
