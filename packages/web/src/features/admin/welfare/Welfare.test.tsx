import { chooseOption, typeDate } from '@test/support/controls.ts';
import { dialog, loaded, rowOf, rows, save } from '@test/support/table.ts';
import { renderWorkbenchPage, withSignedIn } from '@test/support/workbench.tsx';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  getWelfareOrder,
  listCarriers,
  pageWelfareOrderLogisticsRecords,
  pageWelfareOrders,
  pageWelfareSuppliers,
  pageWelfares,
} from '@zc/sdk';
import { welfareOrderStatusLabels } from '@zc/sdk/labels';
import { describe, expect, it } from 'vitest';
import { Route } from '@/routes/_workbench/(admin)/welfare-activity.tsx';
import { Route as UserOrdersRoute } from '@/routes/_workbench/(admin)/welfare-activity-user-orders.tsx';
import { Route as OrdersRoute } from '@/routes/_workbench/(admin)/welfare-order.tsx';

withSignedIn('admin');

const field = (name: RegExp) => within(dialog()).getByLabelText(name);

describe('福利活动管理', () => {
  it('creates an activity with a budget per user and the suppliers it allows, refusing a negative budget and an end before the start', async () => {
    const supplier = (await pageWelfareSuppliers({ query: { current: 1, size: 1 } })).records[0];
    if (!supplier) throw new Error('the seed has welfare suppliers');
    await renderWorkbenchPage('/welfare-activity', Route);
    await userEvent.click(await screen.findByRole('button', { name: '新增福利活动' }, loaded));
    await userEvent.type(field(/活动名称$/), '2027年中秋员工福利');
    await typeDate(field(/开始时间$/), '2027-09-01');
    await typeDate(field(/结束时间$/), '2027-08-01');
    await userEvent.type(field(/每人额度（元）$/), '-5');
    await save();
    expect(await within(dialog()).findByText('不能小于 0')).toBeTruthy();

    await userEvent.clear(field(/每人额度（元）$/));
    await userEvent.type(field(/每人额度（元）$/), '300');
    await userEvent.click(within(dialog()).getByRole('checkbox', { name: supplier.supplierName }));
    await save();
    expect(await within(dialog()).findByText('活动结束时间必须晚于开始时间', {}, loaded)).toBeTruthy();

    await typeDate(field(/结束时间$/), '2027-09-30');
    await save();
    expect(await screen.findByText('保存成功', {}, loaded)).toBeTruthy();
    await waitFor(async () => {
      const created = (await pageWelfares({ query: { welfareName: '2027年中秋员工福利' } })).records[0];
      expect(created).toMatchObject({ quotaPerUser: 300, supplierIds: [supplier.supplierId], status: 0 });
    });
  });
});

describe('福利订单', () => {
  it('shows an order’s details, sends one that waits with its waybill, and cancels another after asking', async () => {
    const waiting = (await pageWelfareOrders({ query: { status: 0, pageNum: 1, pageSize: 2 } })).records;
    const [sent, cancelled] = waiting;
    if (!sent || !cancelled) throw new Error('the seed has two welfare orders waiting to be sent');
    await renderWorkbenchPage('/welfare-order', OrdersRoute, { status: 0 });

    await userEvent.click(within(await rowOf('福利订单列表', sent.orderNo)).getByRole('button', { name: '详情' }));
    const details = await screen.findByRole('dialog', { name: '福利订单详情' });
    expect(await within(details).findByText(sent.orderNo, {}, loaded)).toBeTruthy();
    await userEvent.click(within(details).getByRole('button', { name: '关闭' }));

    await userEvent.click(within(await rowOf('福利订单列表', sent.orderNo)).getByRole('button', { name: '发货' }));
    await screen.findByRole('dialog', { name: `发货：${sent.orderNo}` }, loaded);
    await save();
    expect(await within(dialog()).findAllByText('此项为必填项')).toHaveLength(2);
    // The carrier is one of the platform's, and the waybill of its form.
    const [carrier, other] = await listCarriers();
    if (!carrier || !other) throw new Error('the platform knows two carriers');
    await chooseOption(within(dialog()).getByRole('combobox', { name: '物流公司' }), carrier.name);
    const waybill = within(dialog()).getByRole('textbox', { name: '物流单号' });
    await userEvent.type(waybill, other.example);
    await save();
    expect(
      await within(dialog()).findByText(`物流单号不符合${carrier.name}的单号规则，例如 ${carrier.example}`),
    ).toBeTruthy();
    await userEvent.clear(waybill);
    await userEvent.type(waybill, carrier.example);
    await save();
    expect(await screen.findByText('已发货', {}, loaded)).toBeTruthy();
    await waitFor(async () => expect((await getWelfareOrder({ path: { id: sent.id } })).status).toBe(1));
    const shipment = await pageWelfareOrderLogisticsRecords({ query: { welfareOrderId: sent.id } });
    expect(shipment.records[0]).toMatchObject({ logisticsCompany: carrier.name, logisticsNo: carrier.example });

    await userEvent.click(within(await rowOf('福利订单列表', cancelled.orderNo)).getByRole('button', { name: '取消' }));
    const ask = await screen.findByRole('alertdialog', { name: '取消福利订单' });
    expect(ask.textContent).toContain('订单金额将退回下单人的福利余额');
    await userEvent.click(within(ask).getByRole('button', { name: '取消订单' }));
    expect(await screen.findByText('订单已取消', {}, loaded)).toBeTruthy();
    await waitFor(async () => expect((await getWelfareOrder({ path: { id: cancelled.id } })).status).toBe(3));
  });
});

describe('福利活动用户订单', () => {
  it('narrows the orders by activity, order state and order time', async () => {
    const [order] = (await pageWelfareOrders({ query: { status: 2, pageNum: 1, pageSize: 1 } })).records;
    if (!order) throw new Error('the seed has a received welfare order');
    const day = order.createTime.slice(0, 10);
    const narrowed = { welfareId: order.welfareId, status: 2 as const, startTime: day, endTime: day };
    const expected = await pageWelfareOrders({ query: { ...narrowed, pageNum: 1, pageSize: 100 } });
    const ofActivity = await pageWelfareOrders({ query: { welfareId: order.welfareId, pageNum: 1, pageSize: 1 } });
    expect(expected.total).toBeLessThan(ofActivity.total);
    await renderWorkbenchPage('/welfare-activity-user-orders', UserOrdersRoute);
    await waitFor(() => expect(rows('福利订单列表').length).toBeGreaterThan(0), loaded);

    await chooseOption(screen.getByRole('combobox', { name: '福利活动' }), order.welfareName ?? '');
    await chooseOption(screen.getByRole('combobox', { name: '订单状态' }), welfareOrderStatusLabels[2]);
    await typeDate(screen.getByRole('combobox', { name: '下单时间' }), day);
    await typeDate(screen.getByRole('combobox', { name: '结束日期' }), day);
    await userEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(screen.getByText(`共 ${expected.total} 条`)).toBeTruthy(), loaded);
    expect(rows('福利订单列表').map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual(
      expected.records.map((row) => row.orderNo),
    );
  });
});
