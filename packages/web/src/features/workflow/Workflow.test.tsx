import { chooseOption } from '@test/support/controls.ts';
import { loaded, rowOf, rows } from '@test/support/table.ts';
import { renderWorkbenchPage, switchAccount, withSignedIn } from '@test/support/workbench.tsx';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  getOrderInfoById,
  listPlanGoods,
  pageAllTasks,
  pageProcessDefinitions,
  pageTodoTasks,
  reportClientError,
} from '@zc/sdk';
import { describe, expect, it } from 'vitest';
import { Route as orders } from '@/routes/_workbench/(workflow)/activitiOrder.tsx';
import { Route as definitions } from '@/routes/_workbench/(workflow)/definition.tsx';
import { Route as done } from '@/routes/_workbench/(workflow)/done.tsx';
import { Route as errors } from '@/routes/_workbench/(workflow)/errorInfo.tsx';
import { Route as history } from '@/routes/_workbench/(workflow)/historyOrder.tsx';
import { Route as home } from '@/routes/_workbench/(workflow)/home.tsx';
import { Route as task } from '@/routes/_workbench/(workflow)/task.tsx';
import { Route as taskAll } from '@/routes/_workbench/(workflow)/taskAll.tsx';
import { formatMoney } from '@/shared/format/money.ts';

// The unit approver of the seed, with plans, orders and notices waiting.
withSignedIn('shenpi01');

const confirmDialog = () => screen.findByRole('alertdialog');

describe('审批流', () => {
  it('agrees to a to-do in its flow’s form, after a rejection without a reason was refused, and shows it done', async () => {
    const [first] = (await pageTodoTasks({ query: { page: 1, limit: 1 } })).records;
    if (!first) throw new Error('the approver has no seeded to-do');
    const view = await renderWorkbenchPage('/task', task);
    await userEvent.click(within(await rowOf('待办任务列表', first.processName)).getByRole('button', { name: '办理' }));
    const form = await screen.findByRole('dialog', { name: `办理任务：${first.name}` }, loaded);
    expect(within(form).getByRole('region', { name: '任务信息' }).textContent).toContain(first.processName);
    // The flow as drawn, its open task marked, and its history so far.
    const diagram = await within(form).findByRole('list', { name: `${first.processName}流程图` }, loaded);
    expect(diagram.textContent).toMatch(/active\S+/);
    expect(await within(form).findByRole('region', { name: '审批记录' }, loaded)).toBeTruthy();

    // The seeded flows' start form, as the designer draws it: 审批 (同意 or 不同意) and 备注.
    await chooseOption(within(form).getByRole('combobox', { name: '审批' }), '不同意');
    await userEvent.click(within(form).getByRole('button', { name: '提交' }));
    expect(await within(form).findByText('驳回时请填写审批意见')).toBeTruthy();
    expect((await pageTodoTasks({ query: { page: 1, limit: 100 } })).records.map((row) => row.id)).toContain(first.id);

    await chooseOption(within(form).getByRole('combobox', { name: '审批' }), '同意');
    await userEvent.type(within(form).getByRole('textbox', { name: '备注' }), '预算充足，同意');
    await userEvent.click(within(form).getByRole('button', { name: '提交' }));
    expect(await screen.findByText('已同意')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(rows('待办任务列表').some((row) => row.textContent?.includes(first.processName))).toBe(false),
    );
    expect((await pageTodoTasks({ query: { page: 1, limit: 100 } })).records.map((row) => row.id)).not.toContain(
      first.id,
    );
    view.unmount();

    await renderWorkbenchPage('/done', done);
    const row = await rowOf('已办任务列表', '预算充足，同意');
    expect(row.textContent).toContain(first.processName);
    expect(row.textContent).toContain('同意');
    await userEvent.click(within(row).getByRole('button', { name: '流程进度' }));
    const progress = await screen.findByRole('dialog', { name: `流程进度：${first.processName}` });
    const steps = await within(progress).findByRole('table', { name: '审批记录' }, loaded);
    await waitFor(() => expect(steps.textContent).toContain('预算充足，同意'), loaded);
  });

  it('shows what a to-do approves, a plan’s lines and quota or an order’s goods, with no decision chosen', async () => {
    const [planTask] = (await pageTodoTasks({ query: { businessType: 1, page: 1, limit: 1 } })).records;
    if (!planTask) throw new Error('the approver has no seeded plan to approve');
    const [line] = await listPlanGoods({ query: { planId: planTask.businessKey } });
    const view = await renderWorkbenchPage('/task', task, { businessType: 1 });
    await userEvent.click(
      within(await rowOf('待办任务列表', planTask.processName)).getByRole('button', { name: '办理' }),
    );
    const form = await screen.findByRole('dialog', { name: `办理任务：${planTask.name}` }, loaded);
    const plan = await within(form).findByRole('region', { name: '计划信息' }, loaded);
    expect(plan.textContent).toContain(planTask.businessNo);
    expect(await within(form).findByRole('cell', { name: line?.goodsName }, loaded)).toBeTruthy();
    const quota = await within(form).findByRole('region', { name: '采购额度' });
    expect(within(quota).getByText('可用额度')).toBeTruthy();
    // The approver's own category quotas are not the applicant's: they are not shown beside the plan.
    expect(within(quota).queryByRole('list', { name: '类目额度' })).toBeNull();
    // Nothing is chosen for the approver: submitting at once asks for the decision.
    expect(within(form).getByRole('combobox', { name: '审批' }).textContent).not.toContain('同意');
    await userEvent.click(within(form).getByRole('button', { name: '提交' }));
    const decision = within(form).getByRole('region', { name: '审批' });
    expect(await within(decision).findByText('此项为必填项')).toBeTruthy();
    expect((await pageTodoTasks({ query: { page: 1, limit: 100 } })).records.map((row) => row.id)).toContain(
      planTask.id,
    );
    view.unmount();

    const [orderTask] = (await pageTodoTasks({ query: { businessType: 2, page: 1, limit: 1 } })).records;
    if (!orderTask) throw new Error('the approver has no seeded order to approve');
    const info = await getOrderInfoById({ path: { id: orderTask.businessKey } });
    await renderWorkbenchPage('/task', task, { businessType: 2 });
    await userEvent.click(
      within(await rowOf('待办任务列表', orderTask.processName)).getByRole('button', { name: '办理' }),
    );
    const orderForm = await screen.findByRole('dialog', { name: `办理任务：${orderTask.name}` }, loaded);
    const facts = await within(orderForm).findByRole('region', { name: '订单信息' }, loaded);
    expect(facts.textContent).toContain(formatMoney(info.order.totalPrice));
    expect(within(orderForm).getByRole('cell', { name: info.details[0]?.goodsName })).toBeTruthy();
  });

  it('shows an inquiry’s goods, a notice’s text and a supplier’s registration in the to-dos that approve them', async () => {
    /** Opens the first to-do of the business type matching `which`, and the region its subject is in. */
    const subjectOf = async (businessType: 3 | 4 | 5, which: (businessNo: string) => boolean, region: string) => {
      // The list's first page, as the page shows it.
      const { records } = await pageTodoTasks({ query: { businessType, page: 1, limit: 10 } });
      const index = records.findIndex((row) => which(row.businessNo ?? ''));
      const todo = records[index];
      if (!todo) throw new Error(`no seeded to-do of business type ${businessType}`);
      const view = await renderWorkbenchPage('/task', task, { businessType });
      const handle = await waitFor(() => {
        const row = rows('待办任务列表')[index];
        return within(row ?? document.createElement('tr')).getByRole('button', { name: '办理' });
      }, loaded);
      await userEvent.click(handle);
      const form = await screen.findByRole('dialog', { name: `办理任务：${todo.name}` }, loaded);
      const subject = await within(form).findByRole('region', { name: region }, loaded);
      return { todo, form, subject, view };
    };
    const inquiry = await subjectOf(3, (no) => no.startsWith('XY'), '询价信息');
    expect(inquiry.subject.textContent).toContain(inquiry.todo.businessNo);
    expect(within(inquiry.form).getByRole('region', { name: '询价商品' })).toBeTruthy();
    inquiry.view.unmount();

    const notice = await subjectOf(5, () => true, '公告信息');
    expect(notice.subject.textContent).toContain('公告类型');
    notice.view.unmount();

    await switchAccount('admin');
    const supplier = await subjectOf(4, () => true, '企业信息');
    expect(supplier.subject.textContent).toContain('统一社会信用代码');
    expect(within(supplier.form).getByRole('region', { name: '资质材料' })).toBeTruthy();
  });

  it('rejects an order with the reason, which its history of approvals then shows', async () => {
    const view = await renderWorkbenchPage('/activitiOrder', orders);
    const row = await rowOf('待审批订单列表', 'DD');
    const orderNo = row.querySelector('td')?.textContent ?? '';
    await userEvent.click(within(row).getByRole('button', { name: '审批' }));
    const form = await screen.findByRole('dialog', { name: /^办理任务：/ }, loaded);
    await chooseOption(within(form).getByRole('combobox', { name: '审批' }), '不同意');
    await userEvent.type(within(form).getByRole('textbox', { name: '备注' }), '超出本季度预算');
    await userEvent.click(within(form).getByRole('button', { name: '提交' }));
    expect(await screen.findByText('已驳回')).toBeTruthy();
    await waitFor(() => expect(rows('待审批订单列表').some((line) => line.textContent?.includes(orderNo))).toBe(false));
    view.unmount();

    await renderWorkbenchPage('/historyOrder', history);
    const line = await rowOf('已审批订单列表', orderNo);
    expect(line.textContent).toContain('驳回');
    expect(line.textContent).toContain('超出本季度预算');
  });

  it('shows the administrator everyone’s running tasks, the overview and the recorded errors', async () => {
    await switchAccount('admin');
    const all = await renderWorkbenchPage('/taskAll', taskAll);
    await rowOf('全部任务列表', '赵审批');
    expect(screen.getByRole('columnheader', { name: '办理人' })).toBeTruthy();
    all.unmount();
    const overview = await renderWorkbenchPage('/home', home);
    const figures = await screen.findByRole('region', { name: '审批概览' });
    await waitFor(() => expect(within(figures).getByRole('link', { name: /运行中任务/ }).textContent).toMatch(/^\d+/));
    expect(within(figures).getByRole('link', { name: /流程定义/ })).toBeTruthy();
    overview.unmount();
    // What a page reports (02 §8) is what the list shows.
    const message = "Cannot read properties of undefined (reading 'records')";
    await reportClientError({ body: { type: 'script', code: 0, message, url: 'http://localhost/task' } });
    await renderWorkbenchPage('/errorInfo', errors);
    expect((await rowOf('错误信息列表', '前端脚本错误')).textContent).toContain(message);
    await userEvent.click(within(await rowOf('错误信息列表', '接口请求失败')).getByRole('button', { name: '详情' }));
    expect(
      within(await screen.findByRole('dialog', { name: '错误详情' })).getByText('500 Internal Server Error'),
    ).toBeTruthy();
  });

  it('suspends and activates a definition, and deletes one only when asked and when nothing runs on it', async () => {
    await switchAccount('admin');
    const { records } = await pageProcessDefinitions({ query: { page: 1, limit: 100, name: '采购项目审批流程' } });
    const idle = records[0];
    if (!idle) throw new Error('no seeded project flow');
    await renderWorkbenchPage('/definition', definitions, { key: idle.key });
    const row = () => rowOf('流程定义列表', idle.key);

    await userEvent.click(within(await row()).getByRole('button', { name: '挂起' }));
    expect((await confirmDialog()).textContent).toContain('挂起后不能再发起新的审批');
    await userEvent.click(within(await confirmDialog()).getByRole('button', { name: '挂起' }));
    await waitFor(async () => expect((await row()).textContent).toContain('挂起'));
    await userEvent.click(within(await row()).getByRole('button', { name: '激活' }));
    await userEvent.click(within(await confirmDialog()).getByRole('button', { name: '激活' }));
    await waitFor(async () => expect(within(await row()).queryByRole('button', { name: '激活' })).toBeNull());
    expect((await row()).textContent).toContain('激活');

    const remove = async () => {
      await userEvent.click(within(await row()).getByRole('button', { name: '更多' }));
      await userEvent.click(await screen.findByRole('menuitem', { name: '删除' }));
      return confirmDialog();
    };
    const asked = await remove();
    expect(asked.textContent).toContain(`确定删除流程“${idle.name}（V${idle.version}）”的部署吗？`);
    await userEvent.click(within(asked).getByRole('button', { name: '取消' }));
    expect(await row()).toBeTruthy();
    await userEvent.click(within(await remove()).getByRole('button', { name: '删除' }));
    expect(await screen.findByText('已删除')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('table', { name: '流程定义列表' }).textContent).not.toContain(idle.key),
    );
  });

  it('draws a new flow for a chosen department, and shows a deployed one with its versions', async () => {
    await switchAccount('admin');
    const [plan] = (await pageProcessDefinitions({ query: { page: 1, limit: 1, name: '采购计划审批流程' } })).records;
    if (!plan) throw new Error('no seeded plan flow');
    const page = await renderWorkbenchPage('/definition', definitions, { key: plan.key });
    await userEvent.click(within(await rowOf('流程定义列表', plan.key)).getByRole('button', { name: '流程图' }));
    const drawn = await screen.findByRole('dialog', { name: `流程图：${plan.name}（V${plan.version}）` });
    expect(
      await within(drawn).findByRole('list', { name: `${plan.name}（V${plan.version}）流程图` }, loaded),
    ).toBeTruthy();
    await userEvent.click(within(drawn).getByRole('button', { name: '关闭' }));

    await userEvent.click(within(await rowOf('流程定义列表', plan.key)).getByRole('button', { name: '更多' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: '历史版本' }));
    const versions = await screen.findByRole('dialog', { name: `历史版本：${plan.key}` });
    expect((await within(versions).findByRole('table', { name: '版本列表' })).textContent).toContain(
      `V${plan.version}`,
    );
    await userEvent.click(within(versions).getByRole('button', { name: '关闭' }));

    await userEvent.click(screen.getByRole('button', { name: '绘制审批流' }));
    const start = await screen.findByRole('dialog', { name: '绘制审批流' });
    await userEvent.click(within(start).getByRole('button', { name: '打开设计器' }));
    expect(within(start).getByText('请选择所属部门')).toBeTruthy();
    await userEvent.click(within(start).getByRole('combobox', { name: '所属部门' }));
    await userEvent.click(await screen.findByRole('treeitem', { name: plan.deptName }));
    await userEvent.click(within(start).getByRole('button', { name: '打开设计器' }));
    const designer = await screen.findByTestId('location');
    expect(designer.textContent).toMatch(/^\/activiti\?/);
    expect(designer.textContent).toContain(`deptId=${encodeURIComponent(JSON.stringify(plan.deptId))}`);
    expect(page.router.state.location.search).toEqual({ type: '0', deptId: plan.deptId });
  });

  it('refuses to delete a flow that plans are still being approved on', async () => {
    await switchAccount('admin');
    const [running] = (await pageAllTasks({ query: { page: 1, limit: 1, businessType: 1 } })).records;
    const key = running?.processDefinitionId?.split(':')[0] ?? '';
    const [busy] = (await pageProcessDefinitions({ query: { page: 1, limit: 1, key } })).records;
    if (!busy) throw new Error('no flow with a plan being approved');
    await renderWorkbenchPage('/definition', definitions, { key: busy.key });
    await userEvent.click(within(await rowOf('流程定义列表', busy.key)).getByRole('button', { name: '更多' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: '删除' }));
    await userEvent.click(within(await confirmDialog()).getByRole('button', { name: '删除' }));
    expect(await screen.findByText('该流程存在运行中的审批，不能删除')).toBeTruthy();
    expect(await rowOf('流程定义列表', busy.key)).toBeTruthy();
  });
});
