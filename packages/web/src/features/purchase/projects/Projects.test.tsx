// The purchaser's side of projects: the approver decides a project in its flow, the project manager reviews a
// registration's deposit and asks finance to pay a countersigned contract.

import { chooseOption, typeDate } from '@test/support/controls.ts';
import { dialog, loaded, rowOf, rows, save } from '@test/support/table.ts';
import { renderWorkbenchPage, switchAccount, testFile, withSignedIn } from '@test/support/workbench.tsx';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  checkPlanValidity,
  getProject,
  getProjectAndPicketageInfo,
  getProjectReceipts,
  listBiddingGoodsByProject,
  listPlanGoods,
  listProjectCertificates,
  listProjectPlanLinks,
  listPurchasePlans,
  pageProjectContractPayments,
  pageProjects,
  pagePurchaserProjectContracts,
  queryProjectEvaluateDetail,
} from '@zc/sdk';
import { describe, expect, it } from 'vitest';
import { Route as AuctionCalibration } from '@/routes/_workbench/purchase/auction-calibration.tsx';
import { Route as BiddingAdd } from '@/routes/_workbench/purchase/bidding-add.tsx';
import { Route as BiddingBond } from '@/routes/_workbench/purchase/bidding-bond.tsx';
import { Route as BiddingCalibration } from '@/routes/_workbench/purchase/bidding-calibration.tsx';
import { Route as BiddingCheck } from '@/routes/_workbench/purchase/bidding-check.tsx';
import { Route as BiddingContact } from '@/routes/_workbench/purchase/bidding-contact.tsx';
import { Route as BiddingContractInfo } from '@/routes/_workbench/purchase/bidding-contract-info.tsx';
import { Route as BiddingDemandList } from '@/routes/_workbench/purchase/bidding-demand-list.tsx';
import { Route as BiddingSetRules } from '@/routes/_workbench/purchase/bidding-set-rules.tsx';
import { Route as MyBackhand } from '@/routes/_workbench/purchase/my-backhand.tsx';
import { Route as MyBidding } from '@/routes/_workbench/purchase/my-bidding.tsx';
import { Route as ProjectEvaluate } from '@/routes/_workbench/purchase/project-evaluate.tsx';
import { formatMoney } from '@/shared/format/money.ts';

withSignedIn('xiangmu01');

/** A closed project of the mode with two goods lines or more. */
async function closedWithLines(projectType: 1 | 2 | 3) {
  const closed = await pageProjects({ query: { current: 1, size: 100, projectType, status: 8 } });
  for (const project of closed.records)
    if ((await listBiddingGoodsByProject({ query: { projectId: project.id } })).length > 1) return project;
  throw new Error(`no closed project of type ${projectType} with two goods lines`);
}

describe('竞价需求列表', () => {
  it('starts a project from an approved bidding plan, its goods filled in', async () => {
    const [plan] = (await listPurchasePlans({ query: { pageNum: 1, pageSize: 1, status: 2, purchaseType: 2 } }))
      .records;
    if (!plan) throw new Error('no approved bidding plan');
    const goods = await listPlanGoods({ query: { planId: plan.id } });
    await renderWorkbenchPage('/purchase/bidding-demand-list', BiddingDemandList);
    await userEvent.click(within(await rowOf('竞价需求列表', plan.planNo)).getByRole('button', { name: '发起竞价' }));
    const where = screen.getByTestId('location').textContent ?? '';
    expect(where).toContain('/purchase/bidding-add?planId=');
    expect(where).toContain(plan.id);

    await renderWorkbenchPage('/purchase/bidding-add', BiddingAdd, { planId: plan.id });
    const form = await screen.findByRole('form', { name: '竞价项目' }, loaded);
    const names = within(form).getAllByRole('textbox', { name: /商品名称\d/ }) as HTMLInputElement[];
    expect(names.map((input) => input.value)).toEqual(goods.map((line) => line.goodsName));
  });
});

describe('新增竞价', () => {
  it('keeps a new project a draft, once its deposit has an amount, and goes on to its rules', async () => {
    const name = '2027年第一季度劳保用品竞价采购项目';
    await renderWorkbenchPage('/purchase/bidding-add', BiddingAdd);
    const form = await screen.findByRole('form', { name: '竞价项目' }, loaded);
    await userEvent.type(within(form).getByRole('textbox', { name: /项目名称/ }), name);
    await typeDate(within(form).getByLabelText(/报名截止时间$/), '2027-03-01');
    await typeDate(within(form).getByLabelText(/竞价开始时间$/), '2027-03-02');
    await typeDate(within(form).getByLabelText(/竞价结束时间$/), '2027-03-03');
    await userEvent.type(within(form).getByRole('textbox', { name: /商品名称1/ }), '霍尼韦尔安全帽');
    await userEvent.type(within(form).getByRole('textbox', { name: /单位/ }), '顶');
    await userEvent.type(within(form).getByRole('spinbutton', { name: /预算单价/ }), '56');
    await chooseOption(within(form).getByRole('combobox', { name: /缴纳保证金/ }), '是');
    await userEvent.click(within(form).getByRole('button', { name: '保存并设置规则' }));
    expect(await within(form).findByText('请填写保证金金额')).toBeTruthy();

    await userEvent.type(within(form).getByRole('spinbutton', { name: /保证金金额/ }), '500');
    await userEvent.click(within(form).getByRole('button', { name: '保存并设置规则' }));
    expect(await screen.findByText('竞价项目已保存，请设置竞价规则')).toBeTruthy();
    const [draft] = (await pageProjects({ query: { current: 1, size: 1, projectType: 1, projectName: name } })).records;
    expect(draft).toMatchObject({ status: 0, depositRequired: 1, depositAmount: 500, budgetAmount: 56 });
    const where = screen.getByTestId('location').textContent ?? '';
    expect(where).toContain('/purchase/bidding-set-rules?id=');
    expect(where).toContain(draft?.id);
  });
});

describe('竞价规则设置', () => {
  it('shows the backend’s refusal of a second round without its length, then submits the draft to approval', async () => {
    const [draft] = (await pageProjects({ query: { current: 1, size: 1, projectType: 1, status: 0 } })).records;
    if (!draft) throw new Error('no bidding draft');
    await renderWorkbenchPage('/purchase/bidding-set-rules', BiddingSetRules, { id: draft.id });
    const form = await screen.findByRole('form', { name: '竞价规则' }, loaded);
    const minStep = within(form).getByRole('spinbutton', { name: /最小幅度/ });
    await userEvent.clear(minStep);
    await userEvent.type(minStep, '10');
    await chooseOption(within(form).getByRole('combobox', { name: /第二轮报价/ }), '是');
    await userEvent.click(within(form).getByRole('button', { name: '保存规则' }));
    expect(await within(form).findByText('设置第二轮报价时须填写第二轮时长和入围供应商数')).toBeTruthy();

    await chooseOption(within(form).getByRole('combobox', { name: /第二轮报价/ }), '否');
    await userEvent.click(within(form).getByRole('button', { name: '保存并提交' }));
    expect(await screen.findByText(/项目已提交审批|项目已发布/)).toBeTruthy();
    const submitted = await getProject({ path: { id: draft.id } });
    expect(submitted.status).toBe(draft.processCode ? 1 : 3);
    expect(submitted.rules).toMatchObject({ minStep: 10, secondRound: 0 });
  });
});

describe('竞价审核', () => {
  it('has the approver approve a project in its flow’s form, after a rejection without a reason was refused', async () => {
    const [waiting] = (await pageProjects({ query: { current: 1, size: 1, projectType: 1, status: 1 } })).records;
    if (!waiting) throw new Error('no bidding project waiting for approval');
    await switchAccount('shenpi01');
    await renderWorkbenchPage('/purchase/bidding-check', BiddingCheck);
    await userEvent.click(
      within(await rowOf('待审核竞价项目', waiting.projectNo)).getByRole('button', { name: '审批' }),
    );
    const form = await screen.findByRole('dialog', { name: /^办理任务：/ }, loaded);
    expect(await within(form).findByRole('region', { name: '审批记录' }, loaded)).toBeTruthy();
    // What is approved: the project and the rules it will be run by.
    expect((await within(form).findByRole('region', { name: '项目信息' }, loaded)).textContent).toContain(
      waiting.projectName,
    );
    const rules = await within(form).findByRole('region', { name: '竞价规则' }, loaded);
    expect(rules.textContent).toContain(formatMoney(waiting.rules?.minStep));
    await chooseOption(within(form).getByRole('combobox', { name: '审批' }), '不同意');
    await userEvent.click(within(form).getByRole('button', { name: '提交' }));
    expect(await within(form).findByText('驳回时请填写审批意见')).toBeTruthy();

    await chooseOption(within(form).getByRole('combobox', { name: '审批' }), '同意');
    await userEvent.click(within(form).getByRole('button', { name: '提交' }));
    expect(await screen.findByText('已同意')).toBeTruthy();
    // Approved, the project is published and leaves the queue.
    await waitFor(() =>
      expect(rows('待审核竞价项目').some((row) => row.textContent?.includes(waiting.projectNo))).toBe(false),
    );
    await switchAccount('xiangmu01');
    expect((await getProject({ path: { id: waiting.id } })).status).toBe(3);
  });
});

describe('竞价保证金审核', () => {
  it('refuses a registration only with a reason, and passing it confirms the deposit', async () => {
    const [voucher] = (
      await listProjectCertificates({
        query: { current: 1, size: 1, projectType: 1, depositStatus: 2, auditStatus: 0 },
      })
    ).records;
    if (!voucher) throw new Error('no deposit voucher waiting for review');
    await renderWorkbenchPage('/purchase/bidding-bond', BiddingBond, { projectName: voucher.projectName });
    await userEvent.click(
      within(await rowOf('竞价保证金审核', voucher.supplierName)).getByRole('button', { name: '审核' }),
    );
    const dialog = await screen.findByRole('dialog', { name: `审核报名：${voucher.supplierName}` });
    expect(within(dialog).getByRole('region', { name: '报名信息' }).textContent).toContain(voucher.projectName);
    await chooseOption(within(dialog).getByRole('combobox', { name: /审核结果/ }), '审核驳回');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('驳回报名时请填写审核意见')).toBeTruthy();

    await chooseOption(within(dialog).getByRole('combobox', { name: /审核结果/ }), '审核通过');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('报名已审核通过')).toBeTruthy();
    const [reviewed] = (
      await listProjectCertificates({ query: { current: 1, size: 100, projectId: voucher.projectId } })
    ).records.filter((row) => row.id === voucher.id);
    expect(reviewed).toMatchObject({ auditStatus: 1, depositStatus: 3 });
  });
});

describe('我的竞价成交', () => {
  it('asks a reason for a line won by another than its lowest price, shows the backend refusing it under 最低价中标, and decides the lowest', async () => {
    const [closed] = (await pageProjects({ query: { current: 1, size: 1, projectType: 1, status: 8 } })).records;
    if (!closed) throw new Error('no closed bidding project');
    const [line] = await listBiddingGoodsByProject({ query: { projectId: closed.id } });
    const [lowest, second] = line?.quotes ?? [];
    if (!line || !lowest || !second) throw new Error('the closed bidding project needs two bidders');
    await renderWorkbenchPage('/purchase/bidding-calibration', BiddingCalibration, { projectNo: closed.projectNo });
    await userEvent.click(within(await rowOf('我的竞价成交', closed.projectNo)).getByRole('button', { name: '定标' }));
    // The form opens once the project's bids are loaded: each goods line's, its lowest proposed to win.
    const table = await screen.findByRole(
      'table',
      { name: `${line.goodsName}（${line.quantity}${line.unit}）` },
      loaded,
    );
    const dialog = screen.getByRole('dialog', { name: `定标：${closed.projectName}` });
    const radio = (quote: typeof lowest) =>
      within(table).getByRole('radio', { name: `选定${quote.supplierName}` }) as HTMLInputElement;
    expect(radio(lowest).checked).toBe(true);
    await userEvent.upload(within(dialog).getByLabelText('上传定标申请'), testFile('定标申请.pdf', 'application/pdf'));
    await userEvent.click(radio(second));
    await userEvent.click(within(dialog).getByRole('button', { name: '确认定标' }));
    expect(await within(dialog).findByText('选择非最低价中标时请填写理由')).toBeTruthy();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /中标理由/ }), '交货期更短');
    await userEvent.click(within(dialog).getByRole('button', { name: '确认定标' }));
    expect(await within(dialog).findByText('该项目按最低价中标，不能选择其他报价')).toBeTruthy();

    await userEvent.click(radio(lowest));
    await userEvent.click(within(dialog).getByRole('button', { name: '确认定标' }));
    expect(await screen.findByText('定标完成，等待中标供应商确认')).toBeTruthy();
    const decided = await getProjectAndPicketageInfo({ query: { projectId: closed.id } });
    expect(decided.project.status).toBe(10);
    expect(decided.picketages).toMatchObject([{ bidId: lowest.bidId, supplierId: lowest.supplierId }]);
  });

  it('awards one line of an auction to another bidder with a reason: each winner gets its own lines', async () => {
    const closed = await closedWithLines(3);
    const [first, ...others] = await listBiddingGoodsByProject({ query: { projectId: closed.id } });
    const [highest, second] = first?.quotes ?? [];
    if (!first || !highest || !second) throw new Error('the closed auction needs two bidders');
    await renderWorkbenchPage('/purchase/auction-calibration', AuctionCalibration, { projectNo: closed.projectNo });
    await userEvent.click(within(await rowOf('我的拍卖成交', closed.projectNo)).getByRole('button', { name: '定标' }));
    const table = await screen.findByRole(
      'table',
      { name: `${first.goodsName}（${first.quantity}${first.unit}）` },
      loaded,
    );
    const dialog = screen.getByRole('dialog', { name: `定标：${closed.projectName}` });
    await userEvent.click(within(table).getByRole('radio', { name: `选定${second.supplierName}` }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /中标理由/ }), '最高出价方放弃该标的');
    await userEvent.click(within(dialog).getByRole('button', { name: '确认定标' }));
    expect(await screen.findByText('定标完成，等待中标供应商确认')).toBeTruthy();
    const { picketages } = await getProjectAndPicketageInfo({ query: { projectId: closed.id } });
    const linesOf = (bidId: string | undefined) =>
      picketages.find((row) => row.bidId === bidId)?.goods?.map((line) => line.projectGoodsId);
    expect(linesOf(second.bidId)).toEqual([first.projectGoodsId]);
    expect(linesOf(highest.bidId)).toEqual(others.map((line) => line.projectGoodsId));
  });
});

describe('竞价合同详情', () => {
  it('asks finance to pay a contract both sides signed, and lists the payment under the contract', async () => {
    const contracts = await pagePurchaserProjectContracts({
      query: { current: 1, size: 100, projectType: 1, status: 2 },
    });
    const payments = await pageProjectContractPayments({
      query: { current: 1, size: 100, projectType: 1, payStatus: 0 },
    });
    const waitingFor = (id: string) =>
      payments.records.filter((payment) => payment.contractId === id).reduce((sum, payment) => sum + payment.amount, 0);
    const contract = contracts.records.find(
      (row) => row.contractAmount - (row.paidAmount ?? 0) - waitingFor(row.id) >= 0.01,
    );
    if (!contract) throw new Error('no countersigned bidding contract with something left to ask for');
    await renderWorkbenchPage('/purchase/bidding-contract-info', BiddingContractInfo, { id: contract.id });
    const info = await screen.findByRole('region', { name: '合同信息' }, loaded);
    expect(info.textContent).toContain(contract.supplierName);
    await userEvent.click(within(info).getByRole('button', { name: '申请付款' }));
    const dialog = await screen.findByRole('dialog', { name: `申请付款：${contract.contractNo}` });
    const amount = within(dialog).getByRole('spinbutton', { name: '付款金额（元）' });
    await userEvent.clear(amount);
    await userEvent.type(amount, '0.01');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('付款申请已提交，等待财务确认')).toBeTruthy();
    await waitFor(() => expect(rows('付款记录').some((row) => /0\.01.*待确认/.test(row.textContent ?? ''))).toBe(true));
  });
});

describe('项目评价', () => {
  it('rates the winning supplier of a decided project, which the evaluation then shows', async () => {
    const [decided] = (await pageProjects({ query: { current: 1, size: 1, status: 10 } })).records;
    if (!decided) throw new Error('no decided project');
    await renderWorkbenchPage('/purchase/project-evaluate', ProjectEvaluate);
    await userEvent.click(within(await rowOf('项目评价', decided.projectNo)).getByRole('button', { name: '评价' }));
    const dialog = await screen.findByRole('dialog', { name: `评价中标供应商：${decided.projectName}` }, loaded);
    await chooseOption(within(dialog).getByRole('combobox', { name: /综合评分/ }), '4 星');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /评价内容/ }), '供货及时');
    await userEvent.click(within(dialog).getByRole('button', { name: '提交评价' }));
    expect(await screen.findByText('评价已提交，供应商可查看')).toBeTruthy();
    expect(await queryProjectEvaluateDetail({ query: { projectId: decided.id } })).toMatchObject({
      score: 4,
      content: '供货及时',
    });

    await userEvent.click(within(await rowOf('项目评价', decided.projectNo)).getByRole('button', { name: '评价' }));
    const shown = await screen.findByRole('dialog', { name: `项目评价：${decided.projectName}` }, loaded);
    expect(within(shown).getByText('★★★★☆')).toBeTruthy();
  });
});

describe('我的反拍', () => {
  it('declares a closed project an invalid bid only with a reason; keeps a decided one’s invoice information and buys it again as a new draft', async () => {
    const [closed] = (await pageProjects({ query: { current: 1, size: 1, projectType: 2, status: 8 } })).records;
    const [decided] = (await pageProjects({ query: { current: 1, size: 1, projectType: 2, status: 10 } })).records;
    if (!closed || !decided) throw new Error('no closed or decided backhand project');
    await renderWorkbenchPage('/purchase/my-backhand', MyBackhand, { projectNo: closed.projectNo });
    const row = await rowOf('我的反拍', closed.projectNo);
    expect(within(row).getByRole('link', { name: '去定标' })).toBeTruthy();
    expect(within(row).queryByRole('button', { name: '再次采购' })).toBeNull();
    await userEvent.click(within(row).getByRole('button', { name: '流标' }));
    const dialog = screen.getByRole('dialog', { name: `项目流标：${closed.projectName}` });
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText(/请填写|不能为空|必填/)).toBeTruthy();
    expect((await getProject({ path: { id: closed.id } })).status).toBe(8);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /流标原因/ }), '有效报价不足三家');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('项目已流标')).toBeTruthy();
    expect(await getProject({ path: { id: closed.id } })).toMatchObject({
      status: 11,
      invalidReason: '有效报价不足三家',
    });

    cleanup();
    await renderWorkbenchPage('/purchase/my-backhand', MyBackhand, { projectNo: decided.projectNo });
    const ended = await rowOf('我的反拍', decided.projectNo);
    expect(within(ended).queryByRole('button', { name: '流标' })).toBeNull();
    // Its invoice information: a special invoice without the bank is refused in the backend's words, then it is kept.
    await userEvent.click(within(ended).getByRole('button', { name: '收票信息' }));
    // The form opens once the project's invoice information is loaded.
    await chooseOption(await screen.findByRole('combobox', { name: /发票类型/ }, loaded), '增值税专用发票');
    const receipt = screen.getByRole('dialog', { name: `收票信息：${decided.projectName}` });
    await userEvent.clear(within(receipt).getByRole('textbox', { name: '开户银行' }));
    await userEvent.click(within(receipt).getByRole('button', { name: '确定' }));
    expect(await within(receipt).findByText('增值税专用发票须填写开户银行、银行账号、注册地址和注册电话')).toBeTruthy();
    await userEvent.type(within(receipt).getByRole('textbox', { name: '开户银行' }), '中国工商银行太原分行');
    for (const [name, value] of [
      ['银行账号', '0502123409024567890'],
      ['注册地址', '山西省太原市小店区长治路111号'],
      ['注册电话', '0351-7654321'],
    ] as const) {
      await userEvent.clear(within(receipt).getByRole('textbox', { name }));
      await userEvent.type(within(receipt).getByRole('textbox', { name }), value);
    }
    await userEvent.click(within(receipt).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('收票信息已保存')).toBeTruthy();
    expect(await getProjectReceipts({ query: { projectId: decided.id } })).toMatchObject([
      { invoiceType: 2, bankName: '中国工商银行太原分行' },
    ]);
    await userEvent.click(within(ended).getByRole('button', { name: '再次采购' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toContain('/purchase/backhand-add?id='));
    const drafts = await pageProjects({
      query: { current: 1, size: 10, projectType: 2, status: 0, projectName: decided.projectName },
    });
    const [copy] = drafts.records;
    expect(copy?.id).not.toBe(decided.id);
    expect(screen.getByTestId('location').textContent).toContain(copy?.id);
  });
});

describe('竞价关联采购计划', () => {
  /** A bidding project open for registration, and an approved bidding plan with what it has left. */
  async function projectAndPlan() {
    const [project] = (await pageProjects({ query: { current: 1, size: 1, projectType: 1, status: 3 } })).records;
    const { records: plans } = await listPurchasePlans({
      query: { pageNum: 1, pageSize: 100, status: 2, purchaseType: 2 },
    });
    for (const plan of plans) {
      const validity = await checkPlanValidity({ path: { id: plan.id } });
      if (project && validity.valid) return { project, plan, left: validity.availableAmount ?? 0 };
    }
    throw new Error('no bidding project with an executable bidding plan');
  }

  it('is opened from 我的竞价 on the row’s project', async () => {
    const { project } = await projectAndPlan();
    await renderWorkbenchPage('/purchase/my-bidding', MyBidding, { projectNo: project.projectNo });
    const row = await rowOf('我的竞价', project.projectNo);
    await userEvent.click(within(row).getByRole('button', { name: '关联采购计划' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toContain('/purchase/bidding-contact?id='));
    expect(screen.getByTestId('location').textContent).toContain(project.id);
  });

  it('offers the projects when opened without one', async () => {
    const [project] = (await pageProjects({ query: { current: 1, size: 1, projectType: 1 } })).records;
    await renderWorkbenchPage('/purchase/bidding-contact', BiddingContact);
    expect(await screen.findByText(project?.projectName ?? '', {}, loaded)).toBeTruthy();
  });

  it('links a plan with part of the budget, refuses more than the plan has left, and unlinks it', async () => {
    const { project, plan, left } = await projectAndPlan();
    await renderWorkbenchPage('/purchase/bidding-contact', BiddingContact, { id: project.id });
    await userEvent.click(await screen.findByRole('button', { name: '关联采购计划' }, loaded));
    await chooseOption(screen.getByRole('combobox', { name: '竞价采购计划' }), `${plan.planNo} ${plan.planName}`);
    expect(await screen.findByText(formatMoney(left))).toBeTruthy();
    const amount = screen.getByRole('spinbutton', { name: '关联金额（元）' });
    // What the plan can carry of the budget is proposed.
    const proposed = Math.min(left, project.budgetAmount ?? 0);
    await waitFor(() => expect((amount as HTMLInputElement).valueAsNumber).toBeCloseTo(proposed, 2));
    await userEvent.clear(amount);
    await userEvent.type(amount, String(left + 1));
    await save();
    expect(
      await within(dialog()).findByText(`关联金额¥${(left + 1).toFixed(2)}超出采购计划剩余金额¥${left.toFixed(2)}`),
    ).toBeTruthy();
    const part = Math.floor(left / 2);
    await userEvent.clear(amount);
    await userEvent.type(amount, String(part));
    await save();
    expect(await screen.findByText('已关联采购计划')).toBeTruthy();
    const row = await rowOf('已关联采购计划', plan.planNo);
    expect(row.textContent).toContain(formatMoney(part));
    expect(row.textContent).toContain(formatMoney(left - part));
    expect((await checkPlanValidity({ path: { id: plan.id } })).availableAmount).toBeCloseTo(left - part, 2);

    await userEvent.click(within(row).getByRole('button', { name: '解除关联' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '解除关联' }));
    expect(await screen.findByText('已解除关联')).toBeTruthy();
    expect(await listProjectPlanLinks({ path: { projectId: project.id } })).toEqual([]);
    expect((await checkPlanValidity({ path: { id: plan.id } })).availableAmount).toBeCloseTo(left, 2);
  });
});

describe('我的竞价: the next step of a project in review', () => {
  const projectIn = async (status: 1 | 9) => {
    const [project] = (await pageProjects({ query: { current: 1, size: 1, projectType: 1, status } })).records;
    if (!project) throw new Error(`no bidding project in status ${status}`);
    return project;
  };
  const rowOfProject = async (project: { projectNo: string }) => {
    await renderWorkbenchPage('/purchase/my-bidding', MyBidding, { projectNo: project.projectNo });
    return rowOf('我的竞价', project.projectNo);
  };

  it('shows the project manager the approval flow’s progress, and sends an approver to approve it', async () => {
    const project = await projectIn(1);
    await userEvent.click(await within(await rowOfProject(project)).findByRole('button', { name: '流程进度' }));
    const progress = await screen.findByRole('dialog', { name: `流程进度：${project.projectName}` });
    expect(await within(progress).findByRole('table', { name: '审批记录' }, loaded)).toBeTruthy();
    cleanup();

    await switchAccount('shenpi01');
    const row = await rowOfProject(project);
    const approve = await within(row).findByRole('link', { name: '去审核' });
    expect(approve.getAttribute('href')).toContain('/purchase/bidding-check');
    expect(within(row).queryByRole('button', { name: '流程进度' })).toBeNull();
    await switchAccount('xiangmu01');
  });

  it('opens the picketage history of a project whose decision is in approval (定标审核中)', async () => {
    const project = await projectIn(9);
    await userEvent.click(within(await rowOfProject(project)).getByRole('button', { name: '定标记录' }));
    const history = await screen.findByRole('dialog', { name: `定标记录：${project.projectName}` });
    expect(await within(history).findByRole('table', { name: '定标记录' }, loaded)).toBeTruthy();
  });
});
