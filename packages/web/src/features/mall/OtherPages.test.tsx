import { openMall, signInToMall, withMall } from '@test/support/mall.tsx';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  getDemandCartList,
  getOrderDetailsByOrderId,
  getOrderItemSnapshots,
  getPurchaserAccountPage,
  listJdOrders,
  searchItems,
} from '@zc/sdk';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '@/shared/format/money.ts';

withMall();

describe("the mall's other general pages (02 §2)", () => {
  it('sends a visitor to sign in and back, and tells a supplier the page is not theirs', async () => {
    await openMall('/purchaser-account-list');
    const location = await screen.findByTestId('location');
    expect(decodeURIComponent(location.textContent ?? '')).toBe('/login?redirect=/purchaser-account-list');

    await signInToMall('gys01');
    await openMall('/jd-order-manager');
    expect(await screen.findByText('当前账号无权查看第三方商城订单，请使用采购单位账号登录')).toBeTruthy();
  });

  it("lists the statements suppliers sent the purchaser's organisation, each opened over the list", async () => {
    await signInToMall('caigou01');
    const { records, total } = await getPurchaserAccountPage({ query: { pageNum: 1, pageSize: 10 } });
    const first = records[0];
    expect(first).toBeDefined();
    if (!first) return;
    await openMall('/purchaser-account-list');
    const table = await screen.findByRole('table', { name: '对账单列表' });
    await within(table).findByText(first.accountName ?? first.supplierName ?? '');
    expect(within(table).getAllByRole('row')).toHaveLength(Math.min(total, 10) + 1);
    await userEvent.click(within(table).getByRole('button', { name: first.accountNo }));
    expect(await screen.findByRole('dialog', { name: `对账单详情：${first.accountNo}` })).toBeTruthy();
  });

  it('lists the orders placed with e-commerce suppliers with their number there, opening the order', async () => {
    await signInToMall('caigou01');
    const { records } = await listJdOrders({ query: { pageNum: 1, pageSize: 10 } });
    const first = records[0];
    expect(first?.thirdOrderNo).toBeTruthy();
    if (!first) return;
    await openMall('/jd-order-manager');
    const table = await screen.findByRole('table', { name: '第三方商城订单' });
    expect(await within(table).findByText(first.thirdOrderNo ?? '')).toBeTruthy();
    const link = within(table).getByRole('link', { name: first.orderNo });
    expect(decodeURIComponent(link.getAttribute('href') ?? '')).toBe(`/purchase/order-detail?id="${first.id}"`);
  });

  it("shows an order line's goods as ordered, with today's goods a link away", async () => {
    await signInToMall('caigou01');
    const { records } = await listJdOrders({ query: { pageNum: 1, pageSize: 1 } });
    const [line] = await getOrderDetailsByOrderId({ path: { orderId: records[0]?.id ?? '' } });
    expect(line).toBeDefined();
    if (!line) return;
    const [snapshot] = await getOrderItemSnapshots({ query: { orderDetailIds: [line.id] } });
    await openMall(`/goods-his-detail?id=${line.id}`);
    expect(await screen.findByRole('heading', { name: line.goodsName })).toBeTruthy();
    expect(screen.getByRole('note').textContent).toContain('下单时的交易快照');
    const today = screen.getByRole('link', { name: '查看商品当前详情' });
    expect(decodeURIComponent(today.getAttribute('href') ?? '')).toBe(`/detail?id="${line.goodsId}"`);
    expect(screen.getAllByText(formatMoney(snapshot?.price)).length).toBeGreaterThan(0);
  });

  it('shows the mining zone with its goods by category, and the category picked narrows them', async () => {
    const all = await searchItems({ query: { page: 1, size: 10 }, body: { areaCode: 'mining' } });
    await openMall('/kyHome');
    expect(await screen.findByRole('heading', { name: '矿用物资专区' })).toBeTruthy();
    const goods = await screen.findByRole('list', { name: '商品列表' });
    expect(within(goods).getAllByRole('listitem')).toHaveLength(Math.min(all.total, 10));
    const category = all.categories?.[0];
    expect(category).toBeDefined();
    if (!category) return;
    const filters = screen.getByRole('region', { name: '筛选条件' });
    await userEvent.click(within(filters).getByRole('button', { name: `${category.name}(${category.count})` }));
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: '商品列表' })).getAllByRole('listitem')).toHaveLength(
        Math.min(category.count, 10),
      ),
    );
  });

  it('puts goods in the demand car from the goods detail and says so, with the ways on', async () => {
    await signInToMall('caigou01');
    const { records } = await searchItems({ query: { page: 1, size: 1 }, body: { keyword: '签字笔', inStock: 1 } });
    const goods = records[0];
    expect(goods).toBeDefined();
    if (!goods) return;
    await openMall(`/detail?id=${goods.id}`);
    await userEvent.click(await screen.findByRole('button', { name: '加入需求车' }));
    expect(await screen.findByText('商品已成功加入需求车！')).toBeTruthy();
    expect(screen.getByText(goods.name)).toBeTruthy();
    const [row] = (await getDemandCartList()).filter((item) => item.goodsId === goods.id);
    expect(row?.quantity).toBeGreaterThanOrEqual(1);
    expect(screen.getByRole('link', { name: '去需求车提交' }).getAttribute('href')).toBe('/purchase/my-demand-cart');
  });

  it('shows agreement goods under 协议采购, each opening its detail under the same path', async () => {
    const { records, total } = await searchItems({ query: { page: 1, size: 10 }, body: { itemType: 4 } });
    const first = records[0];
    expect(first).toBeDefined();
    if (!first) return;
    await openMall('/agreement');
    expect(await screen.findByRole('heading', { name: '协议采购' })).toBeTruthy();
    const goods = await screen.findByRole('list', { name: '商品列表' });
    expect(within(goods).getAllByRole('listitem')).toHaveLength(Math.min(total, 10));
    await userEvent.click(within(goods).getAllByRole('link')[0] as HTMLElement);
    expect(await screen.findByRole('heading', { name: first.name })).toBeTruthy();
    const path = screen.getByRole('navigation', { name: '当前位置' });
    expect(within(path).getByRole('link', { name: '协议采购' }).getAttribute('href')).toBe('/agreement');
  });

  it('lets finance confirm or reject a statement sent, a rejection saying why; the buyer only reads them', async () => {
    await signInToMall('caigou01');
    await openMall('/purchaser-account-list?status=0');
    const buyerTable = await screen.findByRole('table', { name: '对账单列表' });
    await within(buyerTable).findAllByText('待采购人确认');
    expect(within(buyerTable).queryByRole('button', { name: '确认' })).toBeNull();
    cleanup();

    await signInToMall('caiwu01');
    await openMall('/purchaser-account-list?status=0');
    const table = await screen.findByRole('table', { name: '对账单列表' });
    const [row] = await within(table).findAllByRole('row', { name: /待采购人确认/ });
    if (!row) throw new Error('no statement waiting for the purchaser');
    const accountNo = within(row).getAllByRole('button')[0]?.textContent ?? '';
    await userEvent.click(within(row).getByRole('button', { name: '驳回' }));
    const dialog = await screen.findByRole('dialog', { name: `驳回对账单：${accountNo}` });
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('请填写驳回原因')).toBeTruthy();
    await userEvent.type(within(dialog).getByRole('textbox', { name: '驳回原因' }), '第3笔订单金额与收货不符');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const { records } = await getPurchaserAccountPage({ query: { accountNo, pageNum: 1, pageSize: 1 } });
    expect(records[0]).toMatchObject({ status: 2, rejectReason: '第3笔订单金额与收货不符' });
  });
});
