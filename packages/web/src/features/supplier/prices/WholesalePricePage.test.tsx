import { cents, goodsWithoutDiscount } from '@test/support/discounts.ts';
import { renderWorkbenchPage, withSignedIn } from '@test/support/workbench.tsx';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Route } from '@/routes/_workbench/(supplier)/supplier-group-manager.tsx';
import { formatMoney } from '@/shared/format/money.ts';

withSignedIn('gys01');
// Generous waits: the machine is shared, and a loaded run is several times slower than an idle one.

const open = (search = {}) => renderWorkbenchPage('/supplier-group-manager', Route, search);
const rows = () =>
  within(screen.getByRole('table', { name: '团购商品列表' }))
    .getAllByRole('row')
    .slice(1);

describe('团购商品', () => {
  it('sets a wholesale price once the minimum quantity and price are valid, and lists it as 待提交', async () => {
    const goods = await goodsWithoutDiscount('wholesale');
    const above = cents(goods.price + 1);
    await open({ sku: goods.sku });
    await waitFor(() => expect(screen.getByText('暂无数据')).toBeTruthy());
    await userEvent.click(screen.getByRole('button', { name: '设置团购价' }));
    const form = await screen.findByRole('dialog', { name: '设置团购价' });
    await userEvent.click(within(form).getByRole('button', { name: '选择商品' }));
    const picker = await screen.findByRole('dialog', { name: '选择商品' });
    await userEvent.type(within(picker).getByRole('textbox', { name: 'SKU' }), goods.sku);
    await userEvent.click(within(picker).getByRole('button', { name: '查询' }));
    await userEvent.click(await within(picker).findByRole('button', { name: `选择 ${goods.sku}` }));

    const quantity = await within(form).findByRole('spinbutton', { name: '起批量' });
    const price = within(form).getByRole('spinbutton', { name: '团购价（元）' });
    await userEvent.type(quantity, '1');
    await userEvent.type(price, String(above));
    await userEvent.click(within(form).getByRole('button', { name: '确定' }));
    expect(await within(form).findByText('不能小于 2')).toBeTruthy();
    expect(
      within(form).getByText(`团购价（¥${formatMoney(above)}）必须低于商品售价（¥${formatMoney(goods.price)}）`),
    ).toBeTruthy();

    await userEvent.clear(quantity);
    await userEvent.type(quantity, '20');
    await userEvent.clear(price);
    await userEvent.type(price, `${goods.lowest.toFixed(2)}8`);
    await userEvent.click(within(form).getByRole('button', { name: '确定' }));
    expect(await within(form).findByText('最多两位小数')).toBeTruthy();
    await userEvent.clear(price);
    await userEvent.type(price, String(goods.lowest));
    await userEvent.click(within(form).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('团购价已保存，提交审核后生效')).toBeTruthy();
    await waitFor(() => expect(rows().map((row) => row.textContent)).toEqual([expect.stringContaining('待提交')]));
    expect(rows()[0]?.textContent).toContain(formatMoney(goods.lowest));
  });
});
