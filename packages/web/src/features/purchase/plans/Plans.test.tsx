import { chooseOption, typeDate } from '@test/support/controls.ts';
import { signInAs } from '@test/support/mock-backend.tsx';
import { renderWorkbenchPage, withSignedIn } from '@test/support/workbench.tsx';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  addPurchasePlan,
  checkPlanValidity,
  getAllCheckPlanUsers,
  getPlanQuota,
  listPlanBindableOrders,
  listPurchasePlans,
} from '@zc/sdk';
import { describe, expect, it } from 'vitest';
import { Route as CheckRoute } from '@/routes/_workbench/purchase/purchase-plan-check.tsx';
import { Route as ContactRoute } from '@/routes/_workbench/purchase/purchase-plan-contact.tsx';
import { Route as ListRoute } from '@/routes/_workbench/purchase/purchase-plan-list.tsx';
import { formatMoney } from '@/shared/format/money.ts';

withSignedIn('caigou01');

const openList = (search = {}) => renderWorkbenchPage('/purchase/purchase-plan-list', ListRoute, search);
const shenpi = async () => {
  const user = (await getAllCheckPlanUsers()).find((candidate) => candidate.account === 'shenpi01');
  if (!user) throw new Error('shenpi01 approves no plans');
  return user;
};
const year = new Date().getFullYear();
const day = (offset: number) => {
  const date = new Date(Date.now() + offset * 86400000);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
};

describe('采购计划', () => {
  it('shows the year’s quota, refuses an incomplete plan keeping what was typed, then submits one to its approver', async () => {
    const quota = await getPlanQuota({ query: { year } });
    const approver = await shenpi();
    await openList();
    const quotaBlock = await screen.findByRole('region', { name: '采购额度' });
    await waitFor(() => expect(quotaBlock.textContent).toContain(formatMoney(quota.availableAmount)));

    await userEvent.click(screen.getByRole('button', { name: '新增采购计划' }));
    const dialog = await screen.findByRole('dialog', { name: '新增采购计划' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: '计划名称' }), '2026年四季度劳保用品采购计划');
    await typeDate(within(dialog).getByRole('combobox', { name: '有效期开始' }), day(10));
    await typeDate(within(dialog).getByRole('combobox', { name: '有效期结束' }), day(1));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: '保存后提交审批' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('计划结束日期不能早于开始日期')).toBeTruthy();
    expect(within(dialog).getByText('提交审批前请选择审批人')).toBeTruthy();
    expect(within(dialog).getAllByText('此项为必填项').length).toBeGreaterThanOrEqual(2); // 商品名称, 计划单价
    expect(within(dialog).getByRole('textbox', { name: '计划名称' })).toHaveProperty(
      'value',
      '2026年四季度劳保用品采购计划',
    );

    await typeDate(within(dialog).getByRole('combobox', { name: '有效期结束' }), day(90));
    await userEvent.type(within(dialog).getByRole('textbox', { name: '商品名称1' }), '防护手套');
    await userEvent.type(within(dialog).getByRole('spinbutton', { name: '计划单价' }), '12.5');
    await userEvent.clear(within(dialog).getByRole('spinbutton', { name: '数量' }));
    await userEvent.type(within(dialog).getByRole('spinbutton', { name: '数量' }), '40');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: new RegExp(approver.name) }));
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('采购计划已提交审批')).toBeTruthy();
    const [plan] = (await listPurchasePlans({ query: { planName: '劳保用品采购计划' } })).records;
    expect(plan).toMatchObject({ status: 1, planAmount: 500, approverIds: [approver.id] });
    await waitFor(() => expect(screen.getByRole('cell', { name: plan?.planNo ?? '' })).toBeTruthy());
  });

  it('views a rejected plan’s goods and check log, and deletes it after asking', async () => {
    const [plan] = (await listPurchasePlans({ query: { status: 3 } })).records;
    if (!plan) throw new Error('no rejected plan in the seed');
    const { queryClient } = await openList({ status: 3 });
    const row = (await screen.findByRole('cell', { name: plan.planNo })).closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: '查看' }));
    const dialog = await screen.findByRole('dialog', { name: `采购计划 ${plan.planNo}` });
    const log = await within(dialog).findByRole('table', { name: '审批记录' });
    await waitFor(() => expect(log.textContent).toContain('驳回'));
    expect(await within(dialog).findByRole('table', { name: '计划商品' })).toBeTruthy();
    // Refused before flows ran the seed's plans: once its history has answered, no diagram, and no error either.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(within(dialog).queryByRole('region', { name: '流程图' })).toBeNull();
    expect(screen.queryByText('该单据没有审批流程')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: '关闭' }));

    await userEvent.click(within(row).getByRole('button', { name: '更多' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: '删除' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: '删除采购计划' })).getByRole('button', { name: '确定' }),
    );
    expect(await screen.findByText('采购计划已删除')).toBeTruthy();
    expect((await listPurchasePlans({ query: { planNo: plan.planNo } })).total).toBe(0);
  });
});

describe('采购计划审批', () => {
  it('the approver refuses only with an opinion, then approves the plan', async () => {
    const approver = await shenpi();
    const plan = await addPurchasePlan({
      body: {
        planName: '信息中心打印耗材采购计划',
        purchaseType: 1,
        startDate: day(0),
        endDate: day(60),
        items: [{ goodsName: '硒鼓', num: 10, price: 300 }],
        approverIds: [approver.id],
        submit: true,
      },
    });
    await signInAs('shenpi01');
    await renderWorkbenchPage('/purchase/purchase-plan-check', CheckRoute);
    const row = (await screen.findByRole('cell', { name: plan.planNo })).closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: '审批' }));
    const dialog = await screen.findByRole('dialog', { name: `采购计划 ${plan.planNo}` });
    expect(await within(dialog).findByRole('cell', { name: '硒鼓' })).toBeTruthy();
    // The plan's flow, waiting at the approver's task.
    const diagram = await within(dialog).findByRole('region', { name: '流程图' });
    expect(within(diagram).getByText('审批中')).toBeTruthy();
    expect((await within(diagram).findByRole('list', { name: /流程图$/ })).textContent).toMatch(/active\S+/);
    // What is decided on: the plan's budget left and the organisation's quota.
    expect(within(dialog).getByRole('region', { name: '计划信息' }).textContent).toContain('剩余预算');
    expect(within(dialog).getByRole('region', { name: '采购额度' }).textContent).toContain('可用额度');
    const form = within(dialog).getByRole('form', { name: '审批' });
    // No decision is made for the approver.
    await userEvent.click(within(form).getByRole('button', { name: '提交审批结果' }));
    expect(await within(form).findByText('此项为必填项')).toBeTruthy();
    await chooseOption(within(form).getByRole('combobox', { name: '审批结果' }), '驳回');
    await userEvent.click(within(form).getByRole('button', { name: '提交审批结果' }));
    expect(await within(form).findByText('驳回采购计划时请填写审批意见')).toBeTruthy();

    await chooseOption(within(form).getByRole('combobox', { name: '审批结果' }), '同意');
    await userEvent.type(within(form).getByRole('textbox', { name: '审批意见' }), '同意，按计划执行');
    await userEvent.click(within(form).getByRole('button', { name: '提交审批结果' }));
    expect(await screen.findByText('已同意该采购计划')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('cell', { name: plan.planNo })).toBeNull());
    await signInAs('caigou01');
    expect((await listPurchasePlans({ query: { planNo: plan.planNo } })).records[0]?.status).toBe(2);
  });
});

describe('采购计划关联订单', () => {
  it('binds a ticked order to the chosen approved plan, which then has less left', async () => {
    const { records: plans } = await listPurchasePlans({ query: { status: 2, pageSize: 50 } });
    const validities = await Promise.all(plans.map((plan) => checkPlanValidity({ path: { id: plan.id } })));
    const index = validities.findIndex((validity) => validity.valid);
    const plan = plans[index];
    const left = validities[index]?.availableAmount ?? 0;
    if (!plan) throw new Error('no approved plan in its validity');
    const { records } = await listPlanBindableOrders({ query: { planId: plan.id } });
    const order = records.find((row) => row.totalPrice <= left);
    if (!order) throw new Error('no order the plan can take');
    await renderWorkbenchPage('/purchase/purchase-plan-contact', ContactRoute, {
      planId: plan.id,
      orderNo: order.orderNo,
    });
    expect(await screen.findByText(formatMoney(left))).toBeTruthy();
    const row = (await screen.findByRole('cell', { name: order.orderNo })).closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('checkbox'));
    await userEvent.click(await screen.findByRole('button', { name: '绑定到采购计划' }));
    expect(await screen.findByText('已将 1 个订单绑定到采购计划')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('cell', { name: order.orderNo })).toBeNull());
    expect((await checkPlanValidity({ path: { id: plan.id } })).availableAmount).toBeCloseTo(
      left - order.totalPrice,
      2,
    );
  });
});
