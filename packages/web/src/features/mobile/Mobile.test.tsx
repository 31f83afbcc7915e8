// What a purchaser and an approver do on the phone: search, the cart, confirming an order, deciding a to-do, pulling
// a list to refresh it and opening a record page without its id. Every page also opens in test/every-page.test.tsx.
import { signInToMall as signIn } from '@test/support/mall.tsx';
import { openMobile } from '@test/support/mobile.tsx';
import { withMockBackend } from '@test/support/mock-backend.tsx';
import { approvedPlan, computingGoods } from '@test/support/plans.ts';
import { testFile } from '@test/support/workbench.tsx';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  addCartGoods,
  getAfterSaleNumEnable,
  getProcessInstanceDiagram,
  getShoppingCart,
  listOrders,
  listProcessHistory,
  listPurchaserAfterSales,
  pageTodoTasks,
  queryBizDictionaryList,
  queryEvaluateDetail,
  searchItems,
} from '@zc/sdk';
import { approvalHistoryResultLabels } from '@zc/sdk/labels';
import { describe, expect, it } from 'vitest';
import { dimensions } from '@/features/evaluation/evaluate-form.ts';

withMockBackend();

/** The names of the goods tiles the list shows, in order. */
const tiles = (label: string) =>
  within(screen.getByRole('list', { name: label }))
    .getAllByRole('listitem')
    .map((tile) => tile.textContent ?? '');
/** The names of the goods the search answers for `body`, page 1 of 10. */
const answered = async (body: Parameters<typeof searchItems>[0]['body']) =>
  (await searchItems({ query: { page: 1, size: 10 }, body })).records.map((goods) => goods.name);

const cartRows = async () => (await getShoppingCart()).groups.flatMap((group) => group.items);

describe('the mobile site', () => {
  it('search keeps the last searches, sorts, filters by price and reads the next 10 at the end', async () => {
    await signIn('caigou01');
    const router = await openMobile('/searchMobile');
    await waitFor(() => expect(tiles('搜索结果')).toHaveLength(10));
    const all = await searchItems({ query: { page: 1, size: 20 }, body: {} });
    expect(all.total).toBeGreaterThan(10);
    await userEvent.click(screen.getByRole('button', { name: '加载更多' }));
    await waitFor(() => expect(tiles('搜索结果')).toHaveLength(Math.min(20, all.total)));
    expect(tiles('搜索结果')[10]).toContain(all.records[10]?.name);

    await userEvent.type(screen.getByRole('searchbox', { name: '搜索商品' }), '笔');
    await userEvent.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ keyword: '笔' }));
    const pens = await answered({ keyword: '笔' });
    await waitFor(() => expect(tiles('搜索结果')[0]).toContain(pens[0]));

    await userEvent.click(screen.getByRole('tab', { name: '价格' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ sortField: 'price', sortOrder: 'asc' }));
    const cheapest = await answered({ keyword: '笔', sortField: 'price', sortOrder: 'asc' });
    await waitFor(() => expect(tiles('搜索结果')[0]).toContain(cheapest[0]));
    await userEvent.click(screen.getByRole('tab', { name: /价格/ }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ sortOrder: 'desc' }));
    const dearest = await answered({ keyword: '笔', sortField: 'price', sortOrder: 'desc' });
    await waitFor(() => expect(tiles('搜索结果')[0]).toContain(dearest[0]));

    await userEvent.type(screen.getByRole('textbox', { name: '最低价' }), '10');
    await userEvent.type(screen.getByRole('textbox', { name: '最高价' }), '50');
    await userEvent.click(screen.getByRole('button', { name: '筛选' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ minPrice: 10, maxPrice: 50 }));
    const within10to50 = await answered({
      keyword: '笔',
      sortField: 'price',
      sortOrder: 'desc',
      minPrice: 10,
      maxPrice: 50,
    });
    await waitFor(() =>
      expect(tiles('搜索结果').map((tile, index) => tile.includes(within10to50[index] ?? ''))).not.toContain(false),
    );
    expect(tiles('搜索结果')).toHaveLength(within10to50.length);

    // Back to an empty search, the keyword is offered again, newest first, and searches once tapped.
    await router.navigate({ to: '/searchMobile' });
    const history = await screen.findByRole('region', { name: '搜索历史' });
    await userEvent.click(within(history).getByRole('button', { name: '笔' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ keyword: '笔' }));
    expect(JSON.parse(localStorage.getItem('searchHistory') ?? '[]')).toEqual(['笔']);
  });

  it('the cart is the desktop’s: a line ticked off, its quantity changed and a line deleted are the cart’s', async () => {
    await signIn('caigou01');
    const [first, second] = await cartRows();
    if (!first || !second) throw new Error('caigou01’s seeded cart has fewer than two lines');
    await openMobile('/shopCart');
    const line = await screen.findByRole('listitem', { name: first.goodsName });

    await userEvent.click(within(line).getByRole('checkbox', { name: `选择${first.goodsName}` }));
    await waitFor(async () =>
      expect((await cartRows()).find((row) => row.id === first.id)?.checked).toBe(first.checked === 1 ? 0 : 1),
    );

    await userEvent.click(within(line).getByRole('button', { name: `增加${first.goodsName}数量` }));
    await waitFor(async () =>
      expect((await cartRows()).find((row) => row.id === first.id)?.quantity).toBe(first.quantity + 1),
    );

    const other = screen.getByRole('listitem', { name: second.goodsName });
    await userEvent.click(within(other).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: second.goodsName })).toBeNull());
    expect((await cartRows()).map((row) => row.id)).not.toContain(second.id);
  });

  it('pulled down, the cart reads again what changed elsewhere; a short pull reads nothing', async () => {
    await signIn('caigou01');
    await openMobile('/shopCart');
    const heading = await screen.findByRole('heading', { name: '购物车' });
    await waitFor(() => expect(screen.queryByRole('status', { name: '加载中' })).toBeNull());
    const inCart = new Set((await cartRows()).map((row) => row.goodsId));
    const goods = (await searchItems({ query: { page: 1, size: 40 }, body: { inStock: 1 } })).records.find(
      (row) => !inCart.has(row.id) && (row.minBuyNum ?? 1) === 1,
    );
    if (!goods) throw new Error('no goods outside caigou01’s cart');
    // Added on the desktop meanwhile.
    await addCartGoods({ body: { goodsId: goods.id, quantity: 1 } });
    const page = heading.nextElementSibling as HTMLElement;
    const pull = (distance: number) => {
      fireEvent.touchStart(page, { touches: [{ clientY: 100 }] });
      fireEvent.touchMove(page, { touches: [{ clientY: 100 + distance }] });
      fireEvent.touchEnd(page);
    };

    pull(30);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('listitem', { name: goods.name })).toBeNull();
    pull(80);
    expect(await screen.findByRole('listitem', { name: goods.name })).toBeTruthy();
  });

  it('an order over the category quota asks for a plan as the desktop does: refused without, kept, placed with', async () => {
    await signIn('caigou01');
    const goods = await computingGoods();
    const plan = await approvedPlan(goods, 5, 50_000);
    const row = await addCartGoods({ body: { goodsId: goods.id, quantity: 2 } });
    await openMobile(`/orderInfoMobile?ids=${row.id}`);
    const plans = await screen.findByRole('region', { name: '采购计划' });
    expect(within(plans).getByText(/须绑定一个包含所购商品的采购计划/)).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: '订单备注' }), '按计划采购');

    const submit = screen.getByRole('button', { name: '提交订单' });
    await waitFor(() => expect(submit).toHaveProperty('disabled', false));
    await userEvent.click(submit);
    expect((await screen.findByRole('alert')).textContent).toMatch(/“电脑办公”类商品金额.*须选择已审批的采购计划下单/);
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: '订单备注' }).value).toBe('按计划采购');
    expect((await cartRows()).map((line) => line.id)).toContain(row.id);

    await userEvent.selectOptions(
      within(plans).getByRole('combobox', { name: '采购计划' }),
      within(plans).getByRole('option', { name: new RegExp(plan.planName) }),
    );
    await userEvent.click(screen.getByRole('button', { name: '提交订单' }));
    expect(await screen.findByText('订单已提交')).toBeTruthy();
    const placed = await listOrders({ query: { pageNum: 1, pageSize: 1 } });
    expect(placed.records[0]?.remark).toBe('按计划采购');
  });

  it('a to-do’s flow path shows the steps reached and, greyed, the steps still to come', async () => {
    await signIn('shenpi01');
    const tasks = (await pageTodoTasks({ query: { page: 1, limit: 50 } })).records;
    let found: { task: (typeof tasks)[number]; ahead: string[] } | undefined;
    for (const task of tasks) {
      const diagram = await getProcessInstanceDiagram({ query: { processInstanceId: task.processInstanceId } });
      const passed = new Set([...diagram.finishedElementIds, ...diagram.activeElementIds]);
      // The seeded flows are one line of user tasks: those not passed are still to come, in their order.
      const ahead = [...diagram.xml.matchAll(/<bpmn:userTask id="([^"]+)" name="([^"]+)"/g)]
        .filter(([, id]) => !passed.has(id ?? ''))
        .map(([, , name]) => name ?? '');
      if (ahead.length > 0) found = { task, ahead };
      if (found) break;
    }
    if (!found) throw new Error('shenpi01 has no to-do with a step after it in the seed');
    const history = await listProcessHistory({ query: { processInstanceId: found.task.processInstanceId } });
    await openMobile(`/activitiDetailMobile?id=${found.task.id}`);
    const path = await screen.findByRole('region', { name: '审批流程' });
    const shown = await within(path).findAllByRole('listitem');
    expect(shown.map((step) => step.getAttribute('aria-label'))).toEqual([
      ...history.map((step) => step.taskName),
      ...found.ahead,
    ]);
    for (const step of shown.slice(history.length)) {
      expect(step.textContent).toContain('未开始');
      expect(step.className).toContain('text-slate-400');
    }
  });

  it('an approver rejects a to-do only with a reason, and agrees to it from the phone', async () => {
    await signIn('shenpi01');
    const task = (await pageTodoTasks({ query: { page: 1, limit: 1 } })).records[0];
    if (!task) throw new Error('shenpi01 has no to-do in the seed');
    const router = await openMobile(`/activitiDetailMobile?id=${task.id}`);
    const decision = await screen.findByRole('form', { name: '审批' });
    // The flow's path, a step under the other: node, approver, and 同意, 驳回 or 审批中.
    const path = await screen.findByRole('region', { name: '审批流程' });
    const steps = await listProcessHistory({ query: { processInstanceId: task.processInstanceId } });
    const shown = (await within(path).findAllByRole('listitem')).slice(0, steps.length);
    expect(shown.map((step) => step.textContent)).toEqual(
      steps.map((step) =>
        expect.stringContaining(
          `${step.taskName}${step.result === undefined ? '审批中' : approvalHistoryResultLabels[step.result]}${step.assigneeName}`,
        ),
      ),
    );
    expect(shown.at(-1)?.textContent).toContain('审批中');
    // The flow's own words for agree and reject, in that order.
    const [agree, reject] = within(decision).getAllByRole('radio');
    if (!agree || !reject) throw new Error('the flow offers no choice');

    await userEvent.click(reject);
    await userEvent.click(within(decision).getByRole('button', { name: '提交' }));
    expect((await within(decision).findByRole('alert')).textContent).toBe('驳回时请填写审批意见');
    expect((await pageTodoTasks({ query: { page: 1, limit: 50 } })).records.map((row) => row.id)).toContain(task.id);

    await userEvent.click(agree);
    await userEvent.type(within(decision).getByRole('textbox'), '同意采购');
    await userEvent.click(within(decision).getByRole('button', { name: '提交' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/taskMobile'));
    expect((await pageTodoTasks({ query: { page: 1, limit: 50 } })).records.map((row) => row.id)).not.toContain(
      task.id,
    );
    const decided = await listProcessHistory({ query: { processInstanceId: task.processInstanceId } });
    expect(decided.find((step) => step.comment === '同意采购')?.result).toBe(0);
  });

  it('an order page opened without its order offers the orders, and opens the one chosen', async () => {
    await signIn('caigou01');
    const newest = (await listOrders({ query: { pageNum: 1, pageSize: 1 } })).records[0];
    if (!newest) throw new Error('caigou01 has no order in the seed');
    const router = await openMobile('/orderDetailMobile');
    const chooser = await screen.findByRole('region', { name: '选择订单' });
    await userEvent.click(await within(chooser).findByRole('link', { name: new RegExp(newest.orderNo) }));
    await waitFor(() => expect(router.state.location.search).toEqual({ id: newest.id }));
    expect(await screen.findByText(new RegExp(`订单编号 ${newest.orderNo}`))).toBeTruthy();
  });
  it('a received order is evaluated from its page: every star asked for, then saved for each line', async () => {
    await signIn('caigou01');
    const order = (await listOrders({ query: { pageNum: 1, pageSize: 1, status: 6 } })).records[0];
    if (!order) throw new Error('caigou01 has no received order in the seed');
    await openMobile(`/orderDetailMobile?id=${order.id}`);
    await userEvent.click(await screen.findByRole('button', { name: '评价' }));
    const form = await screen.findByRole('form', { name: '评价订单' });
    const lines = within(form).getAllByRole('region', { name: /^评价：/ });
    await userEvent.click(within(form).getByRole('button', { name: '提交评价' }));
    expect((await within(form).findAllByText('此项为必填项')).length).toBe(lines.length * 4);

    for (const line of lines)
      for (const [, label] of dimensions)
        await userEvent.click(
          within(within(line).getByRole('group', { name: label })).getByRole('radio', { name: '5星' }),
        );
    const first = lines[0] as HTMLElement;
    await userEvent.type(within(first).getByRole('textbox', { name: '评价内容' }), '质量很好');
    // A photo through the desktop's upload and limits (jpg or png), shown as a thumbnail with a finger-sized 删除.
    await userEvent.upload(within(first).getByLabelText('上传晒图'), testFile('外观.png', 'image/png'));
    expect(await within(first).findByRole('img', { name: '外观.png' })).toBeTruthy();
    expect(within(first).getByRole('button', { name: '删除 外观.png' }).className).toContain('min-h-11');
    expect(within(first).getByText('上传晒图').closest('label')?.className).toContain('min-h-11');
    await userEvent.click(within(form).getByRole('button', { name: '提交评价' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: '评价订单' })).toBeNull());
    const saved = await queryEvaluateDetail({ query: { orderId: order.id } });
    expect(saved.find((row) => row.content === '质量很好')).toMatchObject({ score: 5, logisticsScore: 5 });
    expect(saved.find((row) => row.content === '质量很好')?.images).toHaveLength(1);
    expect(screen.queryByRole('button', { name: '评价' })).toBeNull();
  });

  it('an after-sale is applied for from a received order’s page, for no more than the line can return', async () => {
    await signIn('caigou01');
    const orders = await listOrders({ query: { pageNum: 1, pageSize: 20, status: 6 } });
    let open: { order: (typeof orders.records)[number]; enableNum: number; goodsName?: string } | undefined;
    for (const order of orders.records) {
      const line = (await getAfterSaleNumEnable({ path: { orderId: order.id } })).find((row) => row.enableNum > 0);
      if (line) open = { order, enableNum: line.enableNum, goodsName: line.goodsName };
      if (open) break;
    }
    if (!open) throw new Error('no received order with a line open for after-sale');
    await openMobile(`/orderDetailMobile?id=${open.order.id}`);
    await userEvent.click(await screen.findByRole('button', { name: '申请售后' }));
    const section = await screen.findByRole('region', { name: '售后' });
    const goods = within(section).getByRole<HTMLSelectElement>('combobox', { name: '售后商品' });
    await userEvent.selectOptions(goods, within(goods).getByRole('option', { name: open.goodsName }));
    const form = within(section).getByRole('form', { name: '申请售后' });
    const quantity = within(form).getByRole('spinbutton', { name: `售后数量（最多 ${open.enableNum}）` });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, String(open.enableNum + 1));
    await userEvent.click(within(form).getByRole('button', { name: '提交申请' }));
    expect(await within(form).findByText(`最多可申请 ${open.enableNum} 件`)).toBeTruthy();
    expect(within(form).getAllByText('此项为必填项').length).toBe(2);

    await userEvent.clear(quantity);
    await userEvent.type(quantity, '1');
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: '售后类型' }), '退货退款');
    // The reason is one of the business dictionary's, as on the desktop.
    const reasons = await queryBizDictionaryList({ query: { dictType: 'after_sale_reason', status: 1 } });
    const reasonSelect = within(form).getByRole('combobox', { name: '售后原因' });
    expect(
      within(reasonSelect)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['请选择', ...reasons.map((entry) => entry.dictLabel)]);
    const [reason] = reasons;
    if (!reason) throw new Error('the dictionary holds after-sale reasons');
    await userEvent.selectOptions(reasonSelect, reason.dictLabel);
    await userEvent.upload(within(form).getByLabelText('上传凭证图片'), testFile('破损.jpg', 'image/jpeg'));
    expect(await within(form).findByRole('img', { name: '破损.jpg' })).toBeTruthy();
    await userEvent.click(within(form).getByRole('button', { name: '提交申请' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: '申请售后' })).toBeNull());
    const mine = await listPurchaserAfterSales({ query: { pageNum: 1, pageSize: 1, orderNo: open.order.orderNo } });
    expect(mine.records[0]?.images).toHaveLength(1);
    expect(mine.records[0]).toMatchObject({
      reason: reason.dictValue,
      afterSaleNum: 1,
      status: 0,
      goodsName: open.goodsName,
    });
  });
});
