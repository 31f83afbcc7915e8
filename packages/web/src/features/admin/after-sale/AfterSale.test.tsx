import { chooseOption } from '@test/support/controls.ts';
import { dialog, loaded, rowOf, rows, save } from '@test/support/table.ts';
import { renderWorkbenchPage, withSignedIn } from '@test/support/workbench.tsx';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getAfterSale, listCenterAfterSales, queryAdminWorkBench } from '@zc/sdk';
import { describe, expect, it } from 'vitest';
import { Route } from '@/routes/_workbench/(admin)/after-sale.tsx';

withSignedIn('admin');

const toHandle = async () =>
  (await queryAdminWorkBench()).todos.find((todo) => todo.key === 'afterSaleToHandle')?.count ?? 0;

describe('售后管理', () => {
  it('shows a request’s details, and the platform’s decision after a confirmation closes it', async () => {
    const [first] = (await listCenterAfterSales({ query: { status: 4 } })).records;
    if (!first) throw new Error('the seed has requests the platform stepped into');
    const waiting = await toHandle();
    await renderWorkbenchPage('/after-sale', Route, { status: 4 });
    const row = await rowOf('售后列表', first.afterSaleNo);
    expect(row.textContent).toContain('平台介入处理中');
    expect(row.textContent).toContain(first.goodsName);

    await userEvent.click(within(row).getByRole('button', { name: '详情' }));
    const details = await screen.findByRole('dialog', { name: '售后详情' });
    await waitFor(
      () => expect(within(details).getByRole('region', { name: '售后商品' }).textContent).toContain(first.reason),
      loaded,
    );
    await userEvent.keyboard('{Escape}');

    await userEvent.click(within(await rowOf('售后列表', first.afterSaleNo)).getByRole('button', { name: '处理' }));
    await save();
    expect(await within(dialog()).findByText('此项为必填项')).toBeTruthy();
    await chooseOption(within(dialog()).getByRole('combobox', { name: '处理结果' }), '已完成');
    await userEvent.type(within(dialog()).getByRole('textbox', { name: '平台意见' }), '经核实，支持买家退货退款');
    await save();
    // Not sent until confirmed: cancelling keeps the form as typed.
    const asked = await screen.findByRole('alertdialog');
    expect(asked.textContent).toContain(`确定将售后单 ${first.afterSaleNo} 处理为“已完成”吗？`);
    await userEvent.click(within(asked).getByRole('button', { name: '取消' }));
    expect(await within(dialog()).findByText('已取消处理，未提交')).toBeTruthy();
    expect((await getAfterSale({ path: { id: first.id } })).status).toBe(4);

    await save();
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('售后已处理', {}, loaded)).toBeTruthy();
    await waitFor(
      () => expect(rows('售后列表').some((line) => line.textContent?.includes(first.afterSaleNo))).toBe(false),
      loaded,
    );
    const handled = await getAfterSale({ path: { id: first.id } });
    expect([handled.status, handled.centerRemark]).toEqual([5, '经核实，支持买家退货退款']);
    expect(await toHandle()).toBe(waiting - 1);
  });

  it('offers no decision on a request already closed', async () => {
    const [closed] = (await listCenterAfterSales({ query: { status: 5 } })).records;
    if (!closed) throw new Error('the seed has finished requests');
    await renderWorkbenchPage('/after-sale', Route, { afterSaleNo: closed.afterSaleNo });
    const row = await rowOf('售后列表', closed.afterSaleNo);
    expect(row.textContent).toContain('已完成');
    expect(within(row).queryByRole('button', { name: '处理' })).toBeNull();
    expect(within(row).getByRole('button', { name: '详情' })).toBeTruthy();
  });
});
