import { renderWorkbenchPage, withSignedIn } from '@test/support/workbench.tsx';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Route } from '@/routes/_workbench/(supplier)/supplier-group-manager.tsx';

withSignedIn('gys01');
// Generous waits: the machine is shared, and a loaded run is several times slower than an idle one.

const open = (search = {}) => renderWorkbenchPage('/supplier-group-manager', Route, search);
const rows = () =>
  within(screen.getByRole('table', { name: '团购商品列表' }))
    .getAllByRole('row')
    .slice(1);

describe('团购商品', () => {
  it('sets a wholesale price once the minimum quantity and price are valid, and lists it as 待提交', async () => {
    await open({ sku: 'C07000048' });
    await waitFor(() => expect(screen.getByText('暂无数据')).toBeTruthy());
    await userEvent.click(screen.getByRole('button', { name: '设置团购价' }));
    const form = await screen.findByRole('dialog', { name: '设置团购价' });
    await userEvent.click(within(form).getByRole('button', { name: '选择商品' }));
    const picker = await screen.findByRole('dialog', { name: '选择商品' });
    await userEvent.type(within(picker).getByRole('textbox', { name: 'SKU' }), 'C07000048');
    await userEvent.click(within(picker).getByRole('button', { name: '查询' }));
    await userEvent.click(await within(picker).findByRole('button', { name: '选择 C07000048' }));

    const quantity = await within(form).findByRole('spinbutton', { name: '起批量' });
    const price = within(form).getByRole('spinbutton', { name: '团购价（元）' });
    await userEvent.type(quantity, '1');
    await userEvent.type(price, '50');
    await userEvent.click(within(form).getByRole('button', { name: '确定' }));
    expect(await within(form).findByText('不能小于 2')).toBeTruthy();
    expect(within(form).getByText('团购价（¥50.00）必须低于商品售价（¥48.46）')).toBeTruthy();

    await userEvent.clear(quantity);
    await userEvent.type(quantity, '20');
    await userEvent.clear(price);
    await userEvent.type(price, '45.678');
    await userEvent.click(within(form).getByRole('button', { name: '确定' }));
    expect(await within(form).findByText('最多两位小数')).toBeTruthy();
    await userEvent.clear(price);
    await userEvent.type(price, '45');
    await userEvent.click(within(form).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('团购价已保存，提交审核后生效')).toBeTruthy();
    await waitFor(() => expect(rows().map((row) => row.textContent)).toEqual([expect.stringContaining('待提交')]));
    expect(rows()[0]?.textContent).toContain('45.00');
  });
});
