import { chooseOption } from '@test/support/controls.ts';
import { cents, goodsWithoutDiscount, lowestPrice, onlyDiscountIn } from '@test/support/discounts.ts';
import { renderWorkbenchPage, withSignedIn } from '@test/support/workbench.tsx';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '@zc/mocks/node';
import { beforeEach, describe, expect, it } from 'vitest';
import { Route } from '@/routes/_workbench/(supplier)/supplier-ladder-manager.tsx';
import { formatMoney } from '@/shared/format/money.ts';

withSignedIn('gys01');
// Generous waits: the machine is shared, and a loaded run is several times slower than an idle one.

const open = (search = {}) => renderWorkbenchPage('/supplier-ladder-manager', Route, search);
const rows = () =>
  within(screen.getByRole('table', { name: '阶梯价商品列表' }))
    .getAllByRole('row')
    .slice(1);
const dialog = (name: string) => screen.getByRole('dialog', { name });
const field = (name: string) => within(dialog('设置阶梯价')).getByRole('spinbutton', { name });

async function pickGoods(sku: string) {
  await userEvent.click(within(dialog('设置阶梯价')).getByRole('button', { name: '选择商品' }));
  const picker = await screen.findByRole('dialog', { name: '选择商品' });
  await userEvent.type(within(picker).getByRole('textbox', { name: 'SKU' }), sku);
  await userEvent.click(within(picker).getByRole('button', { name: '查询' }));
  await userEvent.click(await within(picker).findByRole('button', { name: `选择 ${sku}` }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: '选择商品' })).toBeNull());
}

async function fillTier(index: number, quantity: number, price: number) {
  const quantityField = field(`第${index}阶梯起订数量`);
  await userEvent.clear(quantityField);
  await userEvent.type(quantityField, String(quantity));
  const priceField = field(`第${index}阶梯价格（元）`);
  await userEvent.clear(priceField);
  await userEvent.type(priceField, String(price));
}

async function searchSku(sku: string) {
  const filters = screen.getByRole('form', { name: '阶梯价商品列表筛选' });
  await userEvent.clear(within(filters).getByRole('textbox', { name: 'SKU' }));
  await userEvent.type(within(filters).getByRole('textbox', { name: 'SKU' }), sku);
  await userEvent.click(within(filters).getByRole('button', { name: '查询' }));
}

/** The pricing calls that write or check, in order. */
const sent: string[] = [];
beforeEach(() => {
  sent.length = 0;
});
server.events.on('request:start', ({ request }) => {
  const call = /discountPrice\/(\w+)/.exec(request.url)?.[1];
  if (call && request.method !== 'GET') sent.push(call);
});

describe('阶梯价商品', () => {
  it('lists the supplier’s ladder prices with their tiers and filters them by state', async () => {
    await open();
    await waitFor(() => expect(rows().length).toBe(10));
    expect(rows()[0]?.textContent).toMatch(/50 及以上：¥/);
    await chooseOption(screen.getByRole('combobox', { name: '状态' }), '已驳回');
    await userEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => {
      const texts = rows().map((row) => row.textContent ?? '');
      expect(texts.length).toBeGreaterThan(0);
      expect(texts.every((text) => text.includes('已驳回') && !text.includes('待提交'))).toBe(true);
    });
  });

  it('names the tier out of order and sends nothing, then saves three tiers as 待提交', async () => {
    // Tiers from the sale price down to the lowest price the rules allow.
    const goods = await goodsWithoutDiscount('ladder');
    const middle = cents((goods.price + goods.lowest) / 2);
    const above = cents(goods.price + 1);
    // The lowest price was read from the price check: only the page's own calls count.
    sent.length = 0;
    await open();
    await userEvent.click(await screen.findByRole('button', { name: '设置阶梯价' }));
    await userEvent.click(within(dialog('设置阶梯价')).getByRole('button', { name: '确定' }));
    // The goods, the first tier's price and the second tier's quantity and price.
    await waitFor(() => expect(within(dialog('设置阶梯价')).getAllByText('此项为必填项')).toHaveLength(4));

    await pickGoods(goods.sku);
    expect(within(dialog('设置阶梯价')).getByText(`SKU ${goods.sku}，售价 ¥${formatMoney(goods.price)}`)).toBeTruthy();
    await fillTier(1, 1, goods.price);
    await fillTier(2, 10, above);
    await userEvent.click(within(dialog('设置阶梯价')).getByRole('button', { name: '确定' }));
    expect(
      await screen.findByText(
        `第2阶梯的价格（¥${formatMoney(above)}）必须低于第1阶梯的价格（¥${formatMoney(goods.price)}）`,
      ),
    ).toBeTruthy();
    // Neither the price check nor the save was called while the tiers were wrong.
    expect(sent).toEqual([]);

    await fillTier(2, 10, middle);
    await userEvent.click(within(dialog('设置阶梯价')).getByRole('button', { name: '添加阶梯' }));
    await fillTier(3, 50, goods.lowest);
    await userEvent.click(within(dialog('设置阶梯价')).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('阶梯价已保存，提交审核后生效')).toBeTruthy();
    expect(sent).toEqual(['checkDiscountPrice', 'setLadderPrice']);
    await searchSku(goods.sku);
    await waitFor(() => expect(rows().map((row) => row.textContent)).toEqual([expect.stringContaining('待提交')]));
    expect(rows()[0]?.textContent).toContain(`10-49：¥${formatMoney(middle)}`);
  });

  it('submits a ladder price for review only once confirmed', async () => {
    const { sku } = await onlyDiscountIn('ladder', 0);
    await open({ sku });
    await waitFor(() => expect(rows()[0]?.textContent).toContain('待提交'));

    await userEvent.click(within(rows()[0] as HTMLElement).getByRole('button', { name: '提交审核' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '取消' }));
    expect(sent).toEqual([]);
    expect(rows()[0]?.textContent).toContain('待提交');
    await userEvent.click(within(rows()[0] as HTMLElement).getByRole('button', { name: '提交审核' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(rows()[0]?.textContent).toContain('待审核'));
    expect(within(rows()[0] as HTMLElement).queryByRole('button', { name: '修改' })).toBeNull();
    expect(sent).toEqual(['submit']);
  });

  it('shows the price check’s message and the server’s refusal in the dialog, keeping the tiers typed', async () => {
    // A goods item that already has a ladder price waiting to be submitted.
    const ladder = await onlyDiscountIn('ladder', 0);
    const lowest = await lowestPrice('ladder', ladder.goodsId);
    const tooLow = cents(lowest - 0.01);
    await open();
    await userEvent.click(await screen.findByRole('button', { name: '设置阶梯价' }));
    await pickGoods(ladder.sku);
    await fillTier(1, 1, ladder.price);
    await fillTier(2, 10, tooLow);
    await userEvent.click(within(dialog('设置阶梯价')).getByRole('button', { name: '确定' }));
    expect(
      await within(dialog('设置阶梯价')).findByText(
        `折扣价（¥${formatMoney(tooLow)}）低于平台允许的最低价（¥${formatMoney(lowest)}）`,
      ),
    ).toBeTruthy();

    await fillTier(2, 10, lowest);
    await userEvent.click(within(dialog('设置阶梯价')).getByRole('button', { name: '确定' }));
    expect(
      await within(dialog('设置阶梯价')).findByText(`商品“${ladder.sku}”已有待提交的阶梯价，请修改原阶梯价`),
    ).toBeTruthy();
    expect((field('第2阶梯价格（元）') as HTMLInputElement).value).toBe(String(lowest));
  });
});
