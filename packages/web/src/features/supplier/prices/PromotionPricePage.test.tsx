import { chooseOption, typeDate } from '@test/support/controls.ts';
import { cents, lowestPrice, onlyDiscountIn } from '@test/support/discounts.ts';
import { renderWorkbenchPage, withSignedIn } from '@test/support/workbench.tsx';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Route } from '@/routes/_workbench/(supplier)/supplier-discount-manager.tsx';
import { formatMoney } from '@/shared/format/money.ts';

withSignedIn('gys01');
// Generous waits: the machine is shared, and a loaded run is several times slower than an idle one.

const open = (search = {}) => renderWorkbenchPage('/supplier-discount-manager', Route, search);
const rows = () =>
  within(screen.getByRole('table', { name: '促销商品列表' }))
    .getAllByRole('row')
    .slice(1);
const firstRow = () => rows()[0] as HTMLElement;
const answer = async (button: '确定' | '删除' | '取消') =>
  userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: button }));

/** A promotion waiting to be submitted (待提交), the only one of its goods. */
const waiting = () => onlyDiscountIn('promotion', 0);

describe('促销商品', () => {
  it('lists the supplier’s promotions and filters them by state', async () => {
    await open();
    await waitFor(() => expect(rows().length).toBe(10));
    await chooseOption(screen.getByRole('combobox', { name: '状态' }), '已失效');
    await userEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => {
      const texts = rows().map((row) => row.textContent ?? '');
      expect(texts.length).toBeGreaterThan(0);
      expect(texts.every((text) => text.includes('已失效'))).toBe(true);
    });
  });

  it('submits the selected promotions for review together', async () => {
    await open({ status: '0' });
    await waitFor(() => expect(rows().length).toBeGreaterThan(1));
    expect(rows().every((row) => row.textContent?.includes('待提交'))).toBe(true);
    const selected = rows().length;
    await userEvent.click(screen.getByRole('checkbox', { name: '全选本页' }));
    await userEvent.click(screen.getByRole('button', { name: '批量提交审核' }));
    expect(await screen.findByText(`确定将选中的 ${selected} 个促销价提交平台审核吗？审核期间不能修改。`)).toBeTruthy();
    await answer('确定');
    expect(await screen.findByText('已提交审核')).toBeTruthy();
    // None is left waiting to be submitted.
    await waitFor(() => expect(screen.getByText('暂无数据')).toBeTruthy());
  });

  it('keeps a promotion whose deletion is cancelled, and deletes it once confirmed', async () => {
    const { sku } = await waiting();
    await open({ sku });
    await waitFor(() => expect(firstRow().textContent).toContain('待提交'));
    await userEvent.click(within(firstRow()).getByRole('button', { name: '删除' }));
    await answer('取消');
    expect(firstRow().textContent).toContain(sku);
    await userEvent.click(within(firstRow()).getByRole('button', { name: '删除' }));
    await answer('删除');
    expect(await screen.findByText('已删除')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('暂无数据')).toBeTruthy());
  });

  it('refuses a price not below the sale price and an end before the start, then saves the change', async () => {
    const promotion = await waiting();
    // Halfway from the lowest price the rules allow to the sale price.
    const changed = cents((promotion.price + (await lowestPrice('promotion', promotion.goodsId))) / 2);
    const above = cents(promotion.price + 1);
    await open({ sku: promotion.sku });
    await waitFor(() => expect(firstRow().textContent).toContain(formatMoney(promotion.promotionPrice)));
    await userEvent.click(within(firstRow()).getByRole('button', { name: '修改' }));
    const form = await screen.findByRole('dialog', { name: '修改促销价' });
    const price = within(form).getByRole('spinbutton', { name: '促销价（元）' });
    await userEvent.clear(price);
    await userEvent.type(price, String(above));
    await typeDate(within(form).getByLabelText(/开始时间$/), '2026-12-10');
    await typeDate(within(form).getByLabelText(/结束时间$/), '2026-12-01');
    await userEvent.click(within(form).getByRole('button', { name: '确定' }));
    expect(
      await within(form).findByText(
        `促销价（¥${formatMoney(above)}）必须低于商品售价（¥${formatMoney(promotion.price)}）`,
      ),
    ).toBeTruthy();
    expect(within(form).getByText('结束时间必须晚于开始时间')).toBeTruthy();

    await userEvent.clear(price);
    await userEvent.type(price, String(changed));
    await typeDate(within(form).getByLabelText(/结束时间$/), '2026-12-31');
    const endTime = within(form).getByRole('textbox', { name: '结束时间的时:分' });
    await userEvent.clear(endTime);
    await userEvent.type(endTime, '23:59{Enter}');
    await userEvent.click(within(form).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('促销价已保存，提交审核后生效')).toBeTruthy();
    await waitFor(() => expect(firstRow().textContent).toContain(formatMoney(changed)));
    // A new day keeps the time the promotion had; a typed time is kept to the minute.
    expect(firstRow().textContent).toMatch(/2026-12-10 \d{2}:\d{2}:\d{2}/);
    expect(firstRow().textContent).toContain('2026-12-31 23:59:00');
  });
});
