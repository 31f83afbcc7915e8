import { chooseOption, typeDate } from '@test/support/controls.ts';
import { renderWorkbenchPage, testFile, withSignedIn } from '@test/support/workbench.tsx';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { orderReceiptOrDeliver, supplierOrderList } from '@zc/sdk';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route } from '@/routes/_workbench/(supplier)/data-center.tsx';

withSignedIn('gys01');

const open = (search = {}) => renderWorkbenchPage('/data-center', Route, search);
const table = () => screen.getByRole('table', { name: '直购订单' });
const rows = () => within(table()).getAllByRole('row').slice(1);
const rowOf = (orderNo: string) => {
  const row = rows().find((candidate) => candidate.textContent?.includes(orderNo));
  if (!row) throw new Error(`no row for ${orderNo}`);
  return row;
};
/** A seeded direct-purchase order of gys01 in the given state. */
const seededOrder = async (status: 2 | 3 | 5) => {
  const page = await supplierOrderList({ query: { pageNum: 1, pageSize: 1, orderType: 1, status } });
  const order = page.records[0];
  if (!order) throw new Error(`no seeded order in state ${status}`);
  return order;
};

afterEach(() => vi.restoreAllMocks());

describe('直购订单', () => {
  it('lists the supplier’s direct orders, narrows them by state, and exports a real xlsx', async () => {
    await open();
    await waitFor(() => expect(rows().length).toBeGreaterThan(1));
    await chooseOption(screen.getByRole('combobox', { name: '订单状态' }), '待发货');
    await userEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => {
      const texts = rows().map((row) => row.textContent ?? '');
      expect(texts.length).toBeGreaterThan(0);
      expect(texts.every((text) => text.includes('待发货') && text.includes('商城直购'))).toBe(true);
    });

    const saved: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      saved.push(blob);
      return 'blob:orders';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await userEvent.click(screen.getByRole('button', { name: '导出' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toMatch(/\.xlsx$/);
    // An xlsx is a zip: it starts with PK.
    const bytes = new Uint8Array(await (saved[0] as Blob).arrayBuffer());
    expect(String.fromCharCode(bytes[0] ?? 0, bytes[1] ?? 0)).toBe('PK');
  });

  it('ships part of an order with a carrier of the platform and a waybill of its form, then the rest', async () => {
    const page = await supplierOrderList({ query: { pageNum: 1, pageSize: 30, orderType: 1, status: 3 } });
    const order = page.records.find((row) => (row.details ?? []).some((line) => line.buyNum >= 2));
    const [first, ...others] = order?.details ?? [];
    if (!order || !first) throw new Error('no waiting order with a line of two pieces');
    await open({ orderNo: order.orderNo });
    await waitFor(() => expect(rowOf(order.orderNo)).toBeTruthy());
    await userEvent.click(within(rowOf(order.orderNo)).getByRole('button', { name: '发货' }));
    const dialog = await screen.findByRole('dialog', { name: `发货：${order.orderNo}` });
    const quantity = (line: { goodsName: string }) =>
      within(dialog).getByRole('spinbutton', { name: `本次发货：${line.goodsName}` });
    // Every line is offered in full; the carrier and the waybill are required.
    expect(quantity(first)).toHaveProperty('value', String(first.buyNum));
    await userEvent.click(within(dialog).getByRole('button', { name: '确认发货' }));
    expect(await within(dialog).findAllByText('此项为必填项')).toHaveLength(2);

    await chooseOption(within(dialog).getByRole('combobox', { name: '物流公司' }), '顺丰速运');
    const waybill = within(dialog).getByRole('textbox', { name: '物流单号' });
    await userEvent.type(waybill, 'SF/1234');
    await userEvent.click(within(dialog).getByRole('button', { name: '确认发货' }));
    expect(await within(dialog).findByText('格式不正确')).toBeTruthy();
    await userEvent.clear(waybill);
    await userEvent.type(waybill, 'JDVA18273645501');
    await userEvent.clear(quantity(first));
    await userEvent.type(quantity(first), String(first.buyNum + 1));
    await userEvent.click(within(dialog).getByRole('button', { name: '确认发货' }));
    expect(await within(dialog).findByText('物流单号不符合顺丰速运的单号规则，例如 SF1402938475611')).toBeTruthy();
    expect(within(dialog).getByText(`最多可发 ${first.buyNum}`)).toBeTruthy();

    // One piece of the first line goes in this parcel; the rest waits.
    await userEvent.clear(waybill);
    await userEvent.type(waybill, 'SF1402938475611');
    await userEvent.clear(quantity(first));
    await userEvent.type(quantity(first), '1');
    for (const line of others) await userEvent.clear(quantity(line));
    await userEvent.click(within(dialog).getByRole('button', { name: '确认发货' }));
    expect(await screen.findByText('已部分发货')).toBeTruthy();
    await waitFor(() => expect(rowOf(order.orderNo).textContent).toContain('部分发货'));

    await userEvent.click(within(rowOf(order.orderNo)).getByRole('button', { name: '发货' }));
    const rest = await screen.findByRole('dialog', { name: `发货：${order.orderNo}` });
    expect(within(rest).getByRole('spinbutton', { name: `本次发货：${first.goodsName}` })).toHaveProperty(
      'value',
      String(first.buyNum - 1),
    );
    await chooseOption(within(rest).getByRole('combobox', { name: '物流公司' }), '京东物流');
    await userEvent.type(within(rest).getByRole('textbox', { name: '物流单号' }), 'JDVA18273645501');
    await userEvent.click(within(rest).getByRole('button', { name: '确认发货' }));
    expect(await screen.findByText('发货成功')).toBeTruthy();
    await waitFor(() => expect(rowOf(order.orderNo).textContent).toContain('已发货'));

    await userEvent.click(within(rowOf(order.orderNo)).getByRole('button', { name: order.orderNo }));
    const detail = await screen.findByRole('region', { name: '物流信息' });
    expect(await within(detail).findByText('物流单号：SF1402938475611')).toBeTruthy();
    expect(within(detail).getByText('物流公司：顺丰速运')).toBeTruthy();
    expect(within(detail).getByText('物流公司：京东物流')).toBeTruthy();
  });

  it('takes an order the purchaser approved (接单), which then waits for delivery', async () => {
    const order = await seededOrder(2);
    await open({ orderNo: order.orderNo });
    await waitFor(() => expect(rowOf(order.orderNo)).toBeTruthy());
    expect(within(rowOf(order.orderNo)).queryByRole('button', { name: '发货' })).toBeNull();
    await userEvent.click(within(rowOf(order.orderNo)).getByRole('button', { name: '接单' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: '接单' })).getByRole('button', { name: '确定' }),
    );
    expect(await screen.findByText('已接单，请尽快发货')).toBeTruthy();
    await waitFor(() => expect(rowOf(order.orderNo).textContent).toContain('待发货'));
    expect(within(rowOf(order.orderNo)).getByRole('button', { name: '发货' })).toBeTruthy();
  });

  it('shows the server’s refusal when the order was shipped meanwhile, keeping what was typed', async () => {
    const order = await seededOrder(3);
    await open({ orderNo: order.orderNo });
    await waitFor(() => expect(rowOf(order.orderNo)).toBeTruthy());
    await userEvent.click(within(rowOf(order.orderNo)).getByRole('button', { name: '发货' }));
    const dialog = await screen.findByRole('dialog', { name: `发货：${order.orderNo}` });
    await chooseOption(await within(dialog).findByRole('combobox', { name: '物流公司' }), '京东物流');
    await userEvent.type(within(dialog).getByRole('textbox', { name: '物流单号' }), 'JDVA18273645501');
    await orderReceiptOrDeliver({ body: { orderId: order.id, type: 1 } });
    await userEvent.click(within(dialog).getByRole('button', { name: '确认发货' }));
    expect(await within(dialog).findByText('只有待发货或部分发货的订单可以发货')).toBeTruthy();
    expect(within(dialog).getByRole('textbox', { name: '物流单号' })).toHaveProperty('value', 'JDVA18273645501');
  });

  it('uploads an invoice only with its file, and lists it in the order’s detail', async () => {
    const order = await seededOrder(5);
    await open({ orderNo: order.orderNo });
    await waitFor(() => expect(rowOf(order.orderNo)).toBeTruthy());
    await userEvent.click(within(rowOf(order.orderNo)).getByRole('button', { name: '上传发票' }));
    const dialog = await screen.findByRole('dialog', { name: `上传发票：${order.orderNo}` });
    await userEvent.type(within(dialog).getByRole('textbox', { name: '发票号码' }), '20261188');
    await typeDate(within(dialog).getByLabelText(/开票日期/), '2026-11-20');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('此项为必填项')).toBeTruthy();

    await userEvent.upload(within(dialog).getByLabelText('上传发票文件'), testFile('发票.pdf', 'application/pdf'));
    await waitFor(() => expect(within(dialog).queryByText('此项为必填项')).toBeNull());
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('发票上传成功')).toBeTruthy();

    await userEvent.click(within(rowOf(order.orderNo)).getByRole('button', { name: order.orderNo }));
    const invoices = await screen.findByRole('region', { name: '发票信息' });
    expect(await within(invoices).findByText('20261188')).toBeTruthy();
    expect(within(invoices).getByText('发票.pdf')).toBeTruthy();
  });
});
