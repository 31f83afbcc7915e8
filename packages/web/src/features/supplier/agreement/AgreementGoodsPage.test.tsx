import { renderWorkbenchPage, withSignedIn } from '@test/support/workbench.tsx';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listSupplierGoods } from '@zc/sdk';
import { describe, expect, it } from 'vitest';
import { Route } from '@/routes/_workbench/(supplier)/supplier-agreement-goods.tsx';
import { Route as AddRoute } from '@/routes/_workbench/(supplier)/supplier-agreement-goods-add.tsx';

withSignedIn('gys01');

const rows = (name: string) =>
  within(screen.getByRole('table', { name, hidden: true }))
    .getAllByRole('row', { hidden: true })
    .slice(1);
const ownGoods = async (goodsState: 0 | 1 | 2) => {
  const goods = (await listSupplierGoods({ query: { current: 1, size: 1, itemType: 1, goodsState } })).records[0];
  if (!goods) throw new Error(`no self-operated goods in state ${goodsState}`);
  return goods;
};
const pickAndTurn = async (sku: string) => {
  await renderWorkbenchPage('/supplier-agreement-goods-add', AddRoute, { sku });
  await waitFor(() => expect(rows('可转为协议商品的商品')[0]?.textContent).toContain(sku));
  await userEvent.click(screen.getByRole('checkbox', { name: '选择第 1 行' }));
  await userEvent.click(screen.getByRole('button', { name: '转为协议商品' }));
  return screen.findByRole('alertdialog', { name: '转为协议商品' });
};

describe('协议商品', () => {
  it('lists only agreement goods, narrowed by name', async () => {
    await renderWorkbenchPage('/supplier-agreement-goods', Route);
    await waitFor(() => expect(rows('协议商品').length).toBeGreaterThan(1));
    expect(rows('协议商品').every((row) => row.textContent?.includes('协议商品'))).toBe(true);
    const name = rows('协议商品')[0]?.querySelectorAll('td')[2]?.textContent ?? '';
    await userEvent.type(screen.getByRole('textbox', { name: '商品名称' }), name);
    await userEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(rows('协议商品').every((row) => row.textContent?.includes(name))).toBe(true));
  });

  it('turns a picked goods item into an agreement goods item once confirmed', async () => {
    const goods = await ownGoods(2);
    let question = await pickAndTurn(goods.sku);
    await userEvent.click(within(question).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect((await listSupplierGoods({ query: { sku: goods.sku, itemType: 4 } })).total).toBe(0);

    await userEvent.click(screen.getByRole('button', { name: '转为协议商品' }));
    question = await screen.findByRole('alertdialog', { name: '转为协议商品' });
    await userEvent.click(within(question).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('已转为协议商品')).toBeTruthy();
    // It leaves the self-operated goods the page offers.
    await waitFor(() => expect(rows('可转为协议商品的商品')[0]?.textContent).toContain('暂无数据'));
    expect((await listSupplierGoods({ query: { sku: goods.sku, itemType: 4 } })).total).toBe(1);
  });

  it('shows the server’s refusal for goods on shelf', async () => {
    const goods = await ownGoods(1);
    const question = await pickAndTurn(goods.sku);
    await userEvent.click(within(question).getByRole('button', { name: '确定' }));
    expect(await screen.findByText(`商品“${goods.sku}”已上架，请先下架再转换类型`)).toBeTruthy();
    expect(rows('可转为协议商品的商品')[0]?.textContent).toContain(goods.sku);
  });
});
