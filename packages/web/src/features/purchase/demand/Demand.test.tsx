import { renderWorkbenchPage, withSignedIn } from '@test/support/workbench.tsx';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDemandCartList, getOrder, listDemands, listDemandsToCollect } from '@zc/sdk';
import { describe, expect, it } from 'vitest';
import { Route as ListRoute } from '@/routes/_workbench/purchase/demand.tsx';
import { Route as CollectRoute } from '@/routes/_workbench/purchase/demand-collect.tsx';
import { Route as DetailRoute } from '@/routes/_workbench/purchase/demand-detail.tsx';
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
