import { typeDate } from '@test/support/controls.ts';
import { renderWorkbenchPage, withSignedIn } from '@test/support/workbench.tsx';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDemandCartList, getOrder, listDemands, listDemandsToCollect } from '@zc/sdk';
import { describe, expect, it } from 'vitest';
import { Route as AddRoute } from '@/routes/_workbench/purchase/add-demand.tsx';
import { Route as ListRoute } from '@/routes/_workbench/purchase/demand.tsx';
import { Route as CollectRoute } from '@/routes/_workbench/purchase/demand-collect.tsx';
import { Route as DetailRoute } from '@/routes/_workbench/purchase/demand-detail.tsx';
import { Route as DemandStatesRoute } from '@/routes/_workbench/purchase/demand-order.tsx';
import { Route as ConfirmRoute } from '@/routes/_workbench/purchase/demand-order-confirm.tsx';
import { Route as CartRoute } from '@/routes/_workbench/purchase/my-demand-cart.tsx';
import { Route as DemandOrdersRoute } from '@/routes/_workbench/purchase/my-demand-order.tsx';

withSignedIn('caigou01');

const waiting = async () => {
  const [demand] = (await listDemandsToCollect({ query: { status: 0 } })).records;
  if (!demand) throw new Error('no demand order waiting to be collected');
  return demand;
};
const tick = async (demandNo: string) => {
  const row = (await screen.findByRole('link', { name: demandNo })).closest('tr') as HTMLElement;
  await userEvent.click(within(row).getByRole('checkbox'));
};

describe('需求单', () => {
  it('lists the purchaser’s demand orders and opens one with its goods', async () => {
    const { records } = await listDemands({});
    const [demand] = records;
    if (!demand) throw new Error('no demand order of caigou01');
    await renderWorkbenchPage('/purchase/demand', ListRoute);
    expect(await screen.findByRole('link', { name: demand.demandNo })).toBeTruthy();

    await renderWorkbenchPage('/purchase/demand-detail', DetailRoute, { demandNo: demand.demandNo });
    const goods = await screen.findByRole('table', { name: '需求商品' });
    const [line] = demand.items ?? [];
    if (line) await waitFor(() => expect(goods.textContent).toContain(line.goodsName));
  });
});

describe('需求汇总', () => {
  it('sends a demand back only with a reason', async () => {
    const demand = await waiting();
    await renderWorkbenchPage('/purchase/demand-collect', CollectRoute, { demandNo: demand.demandNo });
    // The summary counts what the filters find.
    expect(await screen.findByText(/共 1 个需求单/)).toBeTruthy();
    await tick(demand.demandNo);
    await userEvent.click(await screen.findByRole('button', { name: '退回' }));
    const dialog = await screen.findByRole('dialog', { name: '退回需求单' });
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('此项为必填项')).toBeTruthy();
    await userEvent.type(within(dialog).getByRole('textbox', { name: '退回原因' }), '规格不明确，请补充型号');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('已退回 1 个需求单')).toBeTruthy();
    const [after] = (await listDemandsToCollect({ query: { demandNo: demand.demandNo } })).records;
    expect(after).toMatchObject({ status: 2, backReason: '规格不明确，请补充型号' });
  });

  it('orders the ticked demands split by supplier, delivered to the default address', async () => {
    const demand = await waiting();
    const suppliers = new Set((demand.items ?? []).map((item) => item.supplierId));
    await renderWorkbenchPage('/purchase/demand-collect', CollectRoute, { demandNo: demand.demandNo });
    await tick(demand.demandNo);
    await userEvent.click(await screen.findByRole('button', { name: '汇总下单' }));
    const dialog = await screen.findByRole('dialog', { name: '汇总下单' });
    const [line] = demand.items ?? [];
    if (line)
      await waitFor(() =>
        expect(within(dialog).getByRole('table', { name: '汇总商品' }).textContent).toContain(line.goodsName),
      );
    await userEvent.click(within(dialog).getByRole('button', { name: '按供应商下单' }));
    expect(await screen.findByText(`已按供应商生成 ${suppliers.size} 个订单`)).toBeTruthy();
    const [after] = (await listDemandsToCollect({ query: { demandNo: demand.demandNo } })).records;
    expect(after?.status).toBe(3);
    expect(after?.orderIds).toHaveLength(suppliers.size);
    // The orders are the demand orders of 我的需求订单.
    const order = await getOrder({ path: { id: after?.orderIds?.[0] ?? '' } });
    await renderWorkbenchPage('/purchase/my-demand-order', DemandOrdersRoute, { orderNo: order.orderNo });
    expect(await screen.findByRole('link', { name: order.orderNo })).toBeTruthy();
  });
});

describe('我的需求车', () => {
  it('submits the ticked goods as a demand order, named first, and they leave the demand car', async () => {
    const [item] = await getDemandCartList();
    if (!item) throw new Error('caigou01 has an empty demand car');
    await renderWorkbenchPage('/purchase/my-demand-cart', CartRoute);
    const cells = await screen.findAllByRole('cell', { name: item.goodsName });
    await userEvent.click(within(cells[0]?.closest('tr') as HTMLElement).getByRole('checkbox'));
    await userEvent.click(await screen.findByRole('button', { name: '提交需求' }));
    const dialog = await screen.findByRole('dialog', { name: '提交需求' });
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('此项为必填项')).toBeTruthy();
    await userEvent.type(within(dialog).getByRole('textbox', { name: '需求名称' }), '安全生产部十二月劳保需求');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText(/^需求单 XQ\d+ 已提交$/)).toBeTruthy();
    // The goods' name names its image's cell too: two cells a row.
    await waitFor(() => expect(screen.queryAllByRole('cell', { name: item.goodsName })).toHaveLength(cells.length - 2));
    expect((await getDemandCartList()).some((row) => row.id === item.id)).toBe(false);
    const [demand] = (await listDemands({ query: { demandName: '安全生产部十二月劳保需求' } })).records;
    expect(demand?.items?.map((line) => line.goodsId)).toEqual([item.goodsId]);
  });
});

const today = () => {
  const date = new Date();
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
};

describe('新增需求', () => {
  it('asks for a name and goods, then submits the goods picked from the mall with their quantities', async () => {
    await renderWorkbenchPage('/purchase/add-demand', AddRoute);
    const form = await screen.findByRole('form', { name: '新增需求' });
    await userEvent.click(within(form).getByRole('button', { name: '提交需求' }));
    expect(await within(form).findByText('此项为必填项')).toBeTruthy();
    expect(within(form).getByText('请至少添加一种需求商品')).toBeTruthy();

    await userEvent.type(within(form).getByRole('textbox', { name: '需求名称' }), '机电科一月检修备件需求');
    await userEvent.click(within(form).getByRole('button', { name: '添加商品' }));
    const picker = await screen.findByRole('dialog', { name: '选择商品' });
    const adds = await within(picker).findAllByRole('button', { name: /^添加 / });
    const names = adds.slice(0, 2).map((button) => (button.getAttribute('aria-label') ?? '').slice(3));
    await userEvent.click(adds[0] as HTMLElement);
    await userEvent.click(adds[1] as HTMLElement);
    // A goods item already on the demand cannot be added twice.
    await waitFor(() => expect(within(picker).getAllByText('已添加')).toHaveLength(2));
    await userEvent.click(within(picker).getByRole('button', { name: '完成' }));

    const quantity = within(form).getByRole('spinbutton', { name: `${names[1]} 数量` });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '0');
    await userEvent.click(within(form).getByRole('button', { name: '提交需求' }));
    expect(await within(form).findByText(/不能小于 1|最小为 1|不能少于 1/)).toBeTruthy();
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '6');
    await userEvent.click(within(form).getByRole('button', { name: '提交需求' }));
    expect(await screen.findByText(/^需求单 XQ\d+ 已提交$/)).toBeTruthy();
    const [demand] = (await listDemands({ query: { demandName: '机电科一月检修备件需求' } })).records;
    expect(demand?.items?.map((line) => [line.goodsName, line.buyNum])).toEqual([
      [names[0], expect.any(Number)],
      [names[1], 6],
    ]);
  });

  it('revises a sent-back demand, keeping what was typed when the backend refuses its date', async () => {
    const [sent] = (await listDemands({ query: { status: 2, pageNum: 1, pageSize: 1 } })).records;
    if (!sent) throw new Error('caigou01 has no demand order sent back');
    await renderWorkbenchPage('/purchase/add-demand', AddRoute, { demandNo: sent.demandNo });
    const form = await screen.findByRole('form', { name: `修改需求单 ${sent.demandNo}` });
    expect(within(form).getByText(`退回原因：${sent.backReason}`)).toBeTruthy();
    const name = within(form).getByRole('textbox', { name: '需求名称' });
    expect((name as HTMLInputElement).value).toBe(sent.demandName);
    await userEvent.type(name, '（已补充）');
    await userEvent.click(within(form).getByRole('button', { name: '重新提交' }));
    // The seeded date has passed: the backend's words, and the name as typed.
    expect(await within(form).findByRole('alert')).toHaveProperty('textContent', '期望到货日期不能早于今天');
    expect((name as HTMLInputElement).value).toBe(`${sent.demandName}（已补充）`);
    await typeDate(within(form).getByRole('combobox', { name: '期望到货日期' }), today());
    await userEvent.click(within(form).getByRole('button', { name: '重新提交' }));
    expect(await screen.findByText(`需求单 ${sent.demandNo} 已重新提交`)).toBeTruthy();
    const [after] = (await listDemands({ query: { demandNo: sent.demandNo } })).records;
    expect(after).toMatchObject({ status: 0, demandName: `${sent.demandName}（已补充）`, expectDate: today() });
  });

  it('says a demand to revise that is not the applicant’s is not found, and offers those sent back, one click to revise', async () => {
    const [sent] = (await listDemands({ query: { status: 2, pageNum: 1, pageSize: 1 } })).records;
    if (!sent) throw new Error('caigou01 has no demand order sent back');
    await renderWorkbenchPage('/purchase/add-demand', AddRoute, { demandNo: 'XQ-NOT-MINE' });
    expect((await screen.findByRole('alert')).textContent).toMatch(/^需求单不存在：/);
    const choices = await screen.findByRole('region', { name: '选择需求单' });
    await within(choices).findByRole('button', { name: `打开需求单：${sent.demandNo}` });
    const rows = within(within(choices).getByRole('table', { name: '可选需求单' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.every((row) => row.textContent?.includes('已退回'))).toBe(true);
    await userEvent.click(within(choices).getByRole('button', { name: `打开需求单：${sent.demandNo}` }));
    expect(await screen.findByRole('form', { name: `修改需求单 ${sent.demandNo}` })).toBeTruthy();
  });
});

describe('需求订单', () => {
  it('shows the demands one state at a time, a sent-back one to revise', async () => {
    const [sent] = (await listDemands({ query: { status: 2, pageNum: 1, pageSize: 1 } })).records;
    if (!sent) throw new Error('caigou01 has no demand order sent back');
    await renderWorkbenchPage('/purchase/demand-order', DemandStatesRoute);
    const tabs = await screen.findByRole('tablist', { name: '需求状态' });
    expect(within(tabs).getByRole('tab', { selected: true }).textContent).toBe('已提交');
    expect(screen.getByRole('button', { name: '新增需求' })).toBeTruthy();
    await userEvent.click(within(tabs).getByRole('tab', { name: '已退回' }));
    const row = (await screen.findByRole('link', { name: sent.demandNo })).closest('tr') as HTMLElement;
    expect(within(row).getByRole('button', { name: '修改后重新提交' })).toBeTruthy();
  });
});

describe('需求订单确认', () => {
  it('orders the ticked demand-car goods, one order per supplier, and they leave the demand car', async () => {
    const [item] = await getDemandCartList();
    if (!item) throw new Error('caigou01 has an empty demand car');
    await renderWorkbenchPage('/purchase/demand-order-confirm', ConfirmRoute, { ids: item.id });
    const form = await screen.findByRole('form', { name: '需求订单确认' });
    expect(await within(form).findByRole('table', { name: item.supplierName ?? '' })).toBeTruthy();
    const submit = within(form).getByRole('button', { name: '提交订单' });
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
    await userEvent.click(submit);
    expect(await screen.findByText('已按供应商生成 1 个订单')).toBeTruthy();
    expect(await screen.findByRole('region', { name: '下单结果' })).toBeTruthy();
    expect((await getDemandCartList()).some((row) => row.id === item.id)).toBe(false);
  });
});
