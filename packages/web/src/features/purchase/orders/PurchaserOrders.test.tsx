// The purchaser's order flow in one file: my orders and receipt, cancelling, approval, after-sale and evaluation.

import { chooseOption } from '@test/support/controls.ts';
import { phoneOf, signInAs } from '@test/support/mock-backend.tsx';
import { renderWorkbenchPage, switchAccount, withSignedIn } from '@test/support/workbench.tsx';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  checkOrder,
  getAfterSale,
  getAfterSaleNumEnable,
  getOrderInfoById,
  getShoppingCart,
  listOrders,
  listOrdersToCheck,
  listPurchaserAfterSales,
  orderReceiptOrDeliver,
  queryEvaluateDetail,
  queryMyEvaluate,
} from '@zc/sdk';
import { describe, expect, it } from 'vitest';
import { dimensions } from '@/features/evaluation/evaluate-form.ts';
import { Route as AfterSaleApply } from '@/routes/_workbench/purchase/after-sales-apply.tsx';
import { Route as AfterSaleInfo } from '@/routes/_workbench/purchase/after-sales-info.tsx';
import { Route as AfterSaleOrders } from '@/routes/_workbench/purchase/after-sales-order.tsx';
import { Route as EditOrder } from '@/routes/_workbench/purchase/edit-order.tsx';
import { Route as Evaluate } from '@/routes/_workbench/purchase/evaluate.tsx';
import { Route as EvaluateInfo } from '@/routes/_workbench/purchase/evaluateInfo.tsx';
import { Route as OrderCheck } from '@/routes/_workbench/purchase/order-check.tsx';
import { Route as OrderDetail } from '@/routes/_workbench/purchase/order-detail.tsx';
import { Route as PurchaseOrder } from '@/routes/_workbench/purchase/purchase-order.tsx';
import { refreshSessionState } from '@/shared/session/session.ts';

withSignedIn('caigou01');

const rowsOf = (name: string) => within(screen.getByRole('table', { name })).getAllByRole('row').slice(1);
const rowWith = (name: string, text: string) => {
  const row = rowsOf(name).find((candidate) => candidate.textContent?.includes(text));
  if (!row) throw new Error(`no row with ${text}`);
  return row;
};
/** The signed-in purchaser's first order in a state. */
const orderIn = async (status: number) => {
  const page = await listOrders({ query: { pageNum: 1, pageSize: 1, status: status as 0 } });
  const order = page.records[0];
  if (!order) throw new Error(`no order in state ${status}`);
  return order;
};
const location = () => screen.getByTestId('location').textContent ?? '';

describe('采购订单', () => {
  it('narrows the orders by state and confirms the receipt of a shipped one', async () => {
    await renderWorkbenchPage('/purchase/purchase-order', PurchaseOrder);
    await waitFor(() => expect(rowsOf('采购订单').length).toBeGreaterThan(1));
    await chooseOption(screen.getByRole('combobox', { name: '订单状态' }), '已发货');
    await userEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(rowsOf('采购订单').every((row) => row.textContent?.includes('已发货'))).toBe(true));

    const order = await orderIn(5);
    await userEvent.click(within(rowWith('采购订单', order.orderNo)).getByRole('button', { name: '确认收货' }));
    const dialog = await screen.findByRole('dialog', { name: `确认收货：${order.orderNo}` });
    await userEvent.click(within(dialog).getByRole('button', { name: '确认收货' }));
    expect(await screen.findByText('已确认收货')).toBeTruthy();
    await waitFor(async () => expect((await getOrderInfoById({ path: { id: order.id } })).order.status).toBe(6));
  });

  it('receives part of an order, a parcel then lines, and offers after-sale on what arrived under 更多', async () => {
    const waiting = await listOrders({ query: { pageNum: 1, pageSize: 30, status: 3 } });
    const order = waiting.records.find((row) => (row.details ?? []).some((line) => line.buyNum >= 2));
    const line = order?.details?.find((candidate) => candidate.buyNum >= 2);
    if (!order || !line) throw new Error('no waiting order with a line of two pieces');
    await switchAccount('gys01');
    for (const [logisticsCode, logisticsNo] of [
      ['SF', 'SF1402938475611'],
      ['JDL', 'JDVA18273645501'],
    ] as const)
      await orderReceiptOrDeliver({
        body: { orderId: order.id, type: 1, logisticsCode, logisticsNo, items: [{ orderDetailId: line.id, num: 1 }] },
      });
    await switchAccount('caigou01');

    await renderWorkbenchPage('/purchase/order-detail', OrderDetail, { id: order.id });
    const facts = await screen.findByRole('region', { name: '订单信息' });
    expect(within(facts).getByText('部分发货')).toBeTruthy();
    const parcels = await screen.findByRole('region', { name: '物流信息' });
    expect(await within(parcels).findByText('物流公司：顺丰速运')).toBeTruthy();
    expect(within(parcels).getAllByText(`包裹商品：${line.goodsName} ×1`)).toHaveLength(2);
    await userEvent.click(within(parcels).getByRole('button', { name: '确认收货：SF1402938475611' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: '确认收货' })).getByRole('button', { name: '确定' }),
    );
    expect(await screen.findByText('已确认收货，其余商品待收货')).toBeTruthy();
    await waitFor(() => expect(within(facts).getByText('部分收货')).toBeTruthy());
    expect(await within(parcels).findByText(`包裹商品：${line.goodsName} ×1（已收 1）`)).toBeTruthy();
    expect(within(parcels).queryByRole('button', { name: '确认收货：SF1402938475611' })).toBeNull();

    // By line: no more than what is on its way.
    await userEvent.click(within(facts).getByRole('button', { name: '确认收货' }));
    const dialog = await screen.findByRole('dialog', { name: `确认收货：${order.orderNo}` });
    const quantity = within(dialog).getByRole('spinbutton', { name: `本次收货：${line.goodsName}` });
    expect(quantity).toHaveProperty('value', '1');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '2');
    await userEvent.click(within(dialog).getByRole('button', { name: '确认收货' }));
    expect(await within(dialog).findByText('最多可收 1')).toBeTruthy();
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '1');
    await userEvent.click(within(dialog).getByRole('button', { name: '确认收货' }));
    await waitFor(async () =>
      expect(
        (await getOrderInfoById({ path: { id: order.id } })).details.find((row) => row.id === line.id),
      ).toMatchObject({ receivedNum: 2 }),
    );
    expect(
      (await getAfterSaleNumEnable({ path: { orderId: order.id } })).find((row) => row.orderDetailId === line.id),
    ).toMatchObject({ enableNum: 2 });

    await userEvent.click(within(facts).getByRole('button', { name: '更多' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: '申请售后' }));
    await waitFor(() => expect(location()).toContain('/purchase/after-sales-apply'));
  });

  it('offers 申请售后 under a received order’s 更多 in the list, and not on an order not received', async () => {
    const received = await orderIn(6);
    const waiting = await orderIn(3);
    await renderWorkbenchPage('/purchase/purchase-order', PurchaseOrder);
    await waitFor(() => expect(rowsOf('采购订单').length).toBeGreaterThan(1));
    const moreOf = async (orderNo: string) => {
      await userEvent.click(within(rowWith('采购订单', orderNo)).getByRole('button', { name: '更多' }));
      const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
      await userEvent.keyboard('{Escape}');
      return items;
    };
    expect(await moreOf(waiting.orderNo)).not.toContain('申请售后');
    expect(await moreOf(received.orderNo)).toContain('申请售后');
    await userEvent.click(within(rowWith('采购订单', received.orderNo)).getByRole('button', { name: '更多' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: '申请售后' }));
    await waitFor(() => expect(location()).toContain('/purchase/after-sales-apply'));
  });

  it('shows in an order’s detail the flow approving it, waiting at the approver', async () => {
    const order = await orderIn(0);
    await renderWorkbenchPage('/purchase/order-detail', OrderDetail, { id: order.id });
    const diagram = await screen.findByRole('region', { name: '流程图' });
    expect(within(diagram).getByText('审批中')).toBeTruthy();
    expect((await within(diagram).findByRole('list', { name: /流程图$/ })).textContent).toMatch(/active\S+/);
  });

  it('cancels an order from its detail only with a reason', async () => {
    const order = await orderIn(3);
    await renderWorkbenchPage('/purchase/order-detail', OrderDetail, { id: order.id });
    const facts = await screen.findByRole('region', { name: '订单信息' });
    expect(within(facts).getByText('待发货')).toBeTruthy();
    expect(screen.getByRole('table', { name: '商品明细' })).toBeTruthy();

    await userEvent.click(within(facts).getByRole('button', { name: '取消订单' }));
    const dialog = await screen.findByRole('dialog', { name: `取消订单：${order.orderNo}` });
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('此项为必填项')).toBeTruthy();
    await userEvent.type(within(dialog).getByRole('textbox', { name: '取消原因' }), '项目暂停');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(within(facts).getByText('已取消')).toBeTruthy());
    expect(within(facts).getByText('项目暂停')).toBeTruthy();
  });

  it('shows an approver the organisation’s orders to read and print, without the buyer’s buttons', async () => {
    await signInAs('shenpi01');
    refreshSessionState();
    const order = await orderIn(6);
    await renderWorkbenchPage('/purchase/order-detail', OrderDetail, { id: order.id });
    const facts = await screen.findByRole('region', { name: '订单信息' });
    expect(within(facts).getByRole('button', { name: '打印' })).toBeTruthy();
    for (const name of ['确认收货', '评价', '申请开票', '再次购买', '取消订单', '修改数量'])
      expect(within(facts).queryByRole('button', { name })).toBeNull();
    expect(screen.queryByRole('link', { name: '申请售后' })).toBeNull();
  });
});

describe('已收货订单', () => {
  it('prints the acceptance form, applies for the invoice and buys the goods again', async () => {
    const received = await listOrders({ query: { pageNum: 1, pageSize: 20, status: 6 } });
    const order = received.records.find((row) => row.invoiceStatus === 0);
    if (!order) throw new Error('no received order waiting for its invoice');
    await renderWorkbenchPage('/purchase/order-detail', OrderDetail, { id: order.id });
    const facts = await screen.findByRole('region', { name: '订单信息' });

    await userEvent.click(within(facts).getByRole('button', { name: '打印' }));
    const print = await screen.findByRole('dialog', { name: `打印订单：${order.orderNo}` });
    const form = await within(print).findByRole('article', { name: '订单验收单' });
    expect(within(form).getByText(/大写：.+元/)).toBeTruthy();
    await userEvent.click(within(print).getByRole('button', { name: '关闭' }));

    await userEvent.click(within(facts).getByRole('button', { name: '申请开票' }));
    const invoice = await screen.findByRole('dialog', { name: `申请开票：${order.orderNo}` });
    await userEvent.click(within(invoice).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('开票申请已提交，等待供应商开票')).toBeTruthy();
    await waitFor(() => expect(within(facts).getByText('开票申请中')).toBeTruthy());

    const lines = (await getOrderInfoById({ path: { id: order.id } })).details;
    await userEvent.click(within(facts).getByRole('button', { name: '再次购买' }));
    await waitFor(() => expect(location()).toContain('/carover'));
    const cart = await getShoppingCart();
    const inCart = cart.groups.flatMap((group) => group.items).map((item) => item.goodsId);
    for (const line of lines) expect(inCart).toContain(line.goodsId);
  });
});

describe('修改订单', () => {
  it('asks the supplier for a new quantity only when one changed and with a reason', async () => {
    const order = await orderIn(3);
    const [line] = (await getOrderInfoById({ path: { id: order.id } })).details;
    if (!line) throw new Error('an order without lines');
    await renderWorkbenchPage('/purchase/edit-order', EditOrder, { id: order.id });
    const form = await screen.findByRole('form', { name: '修改订单' });
    await userEvent.type(within(form).getByRole('textbox', { name: '变更原因' }), '部门需求减少');
    await userEvent.click(within(form).getByRole('button', { name: '提交变更' }));
    expect(await within(form).findByText('请至少修改一种商品的数量')).toBeTruthy();

    const quantity = within(form).getByRole('spinbutton', { name: `${line.goodsName}新数量` });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, String(line.buyNum + 1));
    await userEvent.click(within(form).getByRole('button', { name: '提交变更' }));
    await waitFor(() => expect(location()).toContain('/purchase/order-detail'));
    const changes = (await getOrderInfoById({ path: { id: order.id } })).buyNumDetails ?? [];
    expect(changes.at(-1)).toMatchObject({ changeNum: line.buyNum + 1, handleStatus: 0, reason: '部门需求减少' });
  });
});

describe('订单审批', () => {
  it('shows the approver the orders waiting and refuses one only with a reason', async () => {
    await signInAs('shenpi01');
    const order = await orderIn(0);
    await renderWorkbenchPage('/purchase/order-check', OrderCheck, { orderNo: order.orderNo });
    await waitFor(() => expect(rowWith('待审批订单', order.orderNo)).toBeTruthy());
    await userEvent.click(within(rowWith('待审批订单', order.orderNo)).getByRole('button', { name: '驳回' }));
    const dialog = await screen.findByRole('dialog', { name: `驳回订单：${order.orderNo}` });
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('此项为必填项')).toBeTruthy();
    await userEvent.type(within(dialog).getByRole('textbox', { name: '驳回原因' }), '超出本月预算');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('已驳回订单')).toBeTruthy();
    const info = await getOrderInfoById({ path: { id: order.id } });
    expect(info.order.status).toBe(1);
    expect(info.approveLogs?.at(-1)?.opinion).toBe('超出本月预算');
  });
});

describe('批量审批', () => {
  it('rejects the chosen orders with one reason and approves others, reporting each order that did not go through', async () => {
    await signInAs('shenpi01');
    const [first, second, taken, fourth, fifth] = (await listOrdersToCheck({ query: { pageNum: 1, pageSize: 5 } }))
      .records;
    if (!first || !second || !taken || !fourth || !fifth) throw new Error('fewer than five orders wait for approval');
    await renderWorkbenchPage('/purchase/order-check', OrderCheck);
    const choose = async (...orders: { orderNo: string }[]) => {
      for (const order of orders) {
        await waitFor(() => expect(rowWith('待审批订单', order.orderNo)).toBeTruthy());
        await userEvent.click(within(rowWith('待审批订单', order.orderNo)).getByRole('checkbox'));
      }
    };
    await choose(first, second, taken);
    // One of them is decided elsewhere meanwhile: its refusal does not stop the others.
    await checkOrder({ body: { ids: [taken.id], result: 1 } });
    await userEvent.click(screen.getByRole('button', { name: '批量驳回' }));
    const dialog = await screen.findByRole('dialog', { name: '驳回选中的 3 个订单' });
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('此项为必填项')).toBeTruthy();
    await userEvent.type(within(dialog).getByRole('textbox', { name: '驳回原因' }), '超出本月预算');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    const report = await screen.findByRole('dialog', { name: '批量驳回订单' });
    expect(report.textContent).toContain('已驳回 2 个订单，1 个未完成');
    expect(within(report).getByRole('listitem').textContent).toContain(`${taken.orderNo}：`);
    for (const order of [first, second]) {
      const info = await getOrderInfoById({ path: { id: order.id } });
      expect(info.order.status).toBe(1);
      expect(info.approveLogs?.at(-1)?.opinion).toBe('超出本月预算');
    }
    expect((await getOrderInfoById({ path: { id: taken.id } })).order.status).toBe(2);
    await userEvent.click(within(report).getByRole('button', { name: '知道了' }));

    await choose(fourth, fifth);
    await userEvent.click(screen.getByRole('button', { name: '批量同意' }));
    const agree = await screen.findByRole('dialog', { name: '同意选中的 2 个订单' });
    await userEvent.click(within(agree).getByRole('button', { name: '确定' }));
    expect((await screen.findByRole('dialog', { name: '批量同意订单' })).textContent).toContain('已同意 2 个订单');
    for (const order of [fourth, fifth])
      expect((await getOrderInfoById({ path: { id: order.id } })).order.status).toBe(2);
  });
});

describe('售后', () => {
  it('offers the received orders, then their lines still open, and applies for no more than the line can return', async () => {
    const phone = await phoneOf('caigou01');
    await switchAccount('caigou01');
    const order = await orderIn(6);
    const line = (await getAfterSaleNumEnable({ path: { orderId: order.id } })).find((row) => row.enableNum > 0);
    if (!line?.goodsName) throw new Error('no line open for after-sale');
    // Opened without an order: the received ones first, the state a choice between 已收货 and 已完成.
    await renderWorkbenchPage('/purchase/after-sales-apply', AfterSaleApply);
    const orders = await screen.findByRole('region', { name: '选择订单' });
    expect((within(orders).getByRole('combobox', { name: '订单状态' }) as HTMLInputElement).value).toBe('已收货');
    await within(orders).findByRole('button', { name: `打开订单：${order.orderNo}` });
    expect(rowsOf('可选订单').every((row) => row.textContent?.includes('已收货'))).toBe(true);
    await userEvent.click(within(orders).getByRole('button', { name: `打开订单：${order.orderNo}` }));
    const lines = await screen.findByRole('region', { name: `订单 ${order.orderNo} 可申请售后的商品` });
    await userEvent.click(within(lines).getByRole('button', { name: `申请售后：${line.goodsName}` }));

    const form = await screen.findByRole('form', { name: '申请售后' });
    expect(within(screen.getByRole('region', { name: '售后商品' })).getByText(line.goodsName)).toBeTruthy();
    const quantity = within(form).getByRole('spinbutton', { name: '售后数量' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, String(line.enableNum + 1));
    await userEvent.click(within(form).getByRole('button', { name: '提交申请' }));
    expect(await within(form).findByText(`最多可申请 ${line.enableNum} 件`)).toBeTruthy();
    expect(within(form).getAllByText('此项为必填项').length).toBe(2);

    await userEvent.clear(quantity);
    await userEvent.type(quantity, '1');
    // The contact is the applicant, with the phone of the profile; the reason is one of the business dictionary's.
    expect(within(form).getByRole('textbox', { name: '联系电话' })).toHaveProperty('value', phone);
    await chooseOption(within(form).getByRole('combobox', { name: '售后类型' }), '退货退款');
    await chooseOption(within(form).getByRole('combobox', { name: '售后原因' }), '少发或漏发');
    await userEvent.click(within(form).getByRole('button', { name: '提交申请' }));
    await waitFor(() => expect(location()).toContain('/purchase/after-sales-info'));

    const mine = await listPurchaserAfterSales({ query: { pageNum: 1, pageSize: 1, orderNo: order.orderNo } });
    expect(mine.records[0]).toMatchObject({ reason: '少发或漏发', afterSaleNum: 1, status: 0 });
    await renderWorkbenchPage('/purchase/after-sales-order', AfterSaleOrders, { orderNo: order.orderNo });
    await waitFor(() => expect(rowWith('售后订单', '少发或漏发').textContent).toContain('待供应商审核'));
  });
});

describe('售后寄回', () => {
  it('sends the goods back with a carrier and a waybill once the supplier agreed', async () => {
    const agreed = await listPurchaserAfterSales({ query: { pageNum: 1, pageSize: 50, status: 1 } });
    const row = agreed.records.find((item) => [1, 2].includes(item.afterSaleType) && !item.returnLogisticsNo);
    if (!row) throw new Error('no agreed return waiting for its goods');
    await renderWorkbenchPage('/purchase/after-sales-info', AfterSaleInfo, { id: row.id });
    await userEvent.click(await screen.findByRole('button', { name: '填写寄回信息' }));
    const dialog = await screen.findByRole('dialog', { name: `填写寄回信息：${row.afterSaleNo}` });
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findAllByText('此项为必填项')).toHaveLength(2);
    await userEvent.type(within(dialog).getByRole('textbox', { name: '物流公司' }), '顺丰速运');
    await userEvent.type(within(dialog).getByRole('textbox', { name: '物流单号' }), 'SF1402938475610');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('寄回信息已提交，等待供应商处理')).toBeTruthy();
    expect(await getAfterSale({ path: { id: row.id } })).toMatchObject({
      status: 3,
      returnLogisticsNo: 'SF1402938475610',
    });
  });
});

describe('评价', () => {
  it('asks for every star of every line before saving the evaluation', async () => {
    const order = await orderIn(6);
    await renderWorkbenchPage('/purchase/evaluate', Evaluate, { id: order.id });
    const form = await screen.findByRole('form', { name: '评价订单' });
    const lines = within(form).getAllByRole('region', { name: /^评价：/ });
    await userEvent.click(within(form).getByRole('button', { name: '提交评价' }));
    expect((await within(form).findAllByText('此项为必填项')).length).toBe(lines.length * 4);

    for (const line of lines)
      for (const [, label] of dimensions)
        await userEvent.click(
          within(within(line).getByRole('group', { name: label })).getByRole('radio', { name: '5星' }),
        );
    await userEvent.type(within(lines[0] as HTMLElement).getByRole('textbox', { name: '评价内容' }), '质量很好');
    await userEvent.click(within(form).getByRole('button', { name: '提交评价' }));
    await waitFor(() => expect(location()).toContain('/purchase/evaluateInfo'));
  });
});

describe('取消售后', () => {
  it('cancels an application the supplier has not started on, after asking, and offers nothing once it is handled', async () => {
    const waiting = await listPurchaserAfterSales({ query: { pageNum: 1, pageSize: 50, status: 0 } });
    const row = waiting.records[0];
    if (!row) throw new Error('no application waiting for the supplier');
    await renderWorkbenchPage('/purchase/after-sales-info', AfterSaleInfo, { id: row.id });
    await userEvent.click(await screen.findByRole('button', { name: '取消售后' }));
    const ask = await screen.findByRole('alertdialog', { name: '取消售后' });
    await userEvent.click(within(ask).getByRole('button', { name: '再想想' }));
    expect((await getAfterSale({ path: { id: row.id } })).status).toBe(0);

    await userEvent.click(screen.getByRole('button', { name: '取消售后' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: '取消售后' })).getByRole('button', { name: '取消售后' }),
    );
    expect(await screen.findByText('售后申请已取消')).toBeTruthy();
    expect((await getAfterSale({ path: { id: row.id } })).status).toBe(6);
    await waitFor(() => expect(screen.queryByRole('button', { name: '取消售后' })).toBeNull());
  });
});

describe('追评', () => {
  it('adds one follow-up with its text to an evaluation given, and no second one', async () => {
    const given = await queryMyEvaluate({ query: { page: 1, limit: 50, evaluateState: 1 } });
    const row = given.records[0];
    if (!row) throw new Error('no evaluation to follow up');
    await renderWorkbenchPage('/purchase/evaluateInfo', EvaluateInfo, { id: row.orderId });
    const block = await screen.findByRole('region', { name: row.goodsName });
    await userEvent.click(within(block).getByRole('button', { name: '追评' }));
    const dialog = await screen.findByRole('dialog', { name: `追评：${row.goodsName}` });
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('请填写追评内容')).toBeTruthy();
    await userEvent.type(within(dialog).getByRole('textbox', { name: '追评内容' }), '用了一个月，质量稳定');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('追评成功')).toBeTruthy();
    const after = (await queryEvaluateDetail({ query: { orderId: row.orderId } })).find((item) => item.id === row.id);
    expect(after?.evaluateState).toBe(2);
    await waitFor(() => expect(within(block).getByText('用了一个月，质量稳定')).toBeTruthy());
    expect(within(block).queryByRole('button', { name: '追评' })).toBeNull();
  });
});

describe('评价详情', () => {
  it('of an order without evaluations (or not the purchaser’s) offers the evaluations given, open to a follow-up first', async () => {
    await renderWorkbenchPage('/purchase/evaluateInfo', EvaluateInfo, { id: '1999999999999999999' });
    expect(await screen.findByText(/该订单还没有评价/)).toBeTruthy();
    const choices = await screen.findByRole('region', { name: '选择评价' });
    expect((within(choices).getByRole('combobox', { name: '评价状态' }) as HTMLInputElement).value).toBe('已评价');
    await within(choices).findAllByRole('button', { name: /^打开评价：/ });
    expect(rowsOf('可选评价').every((row) => row.textContent?.includes('已评价'))).toBe(true);
  });
});
