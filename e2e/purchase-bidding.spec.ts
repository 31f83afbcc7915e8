import type { Page } from '@playwright/test';
import { choose, continueAs, expect, money, test } from './support.ts';

interface Project {
  id: string;
  projectNo: string;
  projectName: string;
  status: number;
}

/** Tomorrow at `time` ('HH:mm'), as the platform writes a moment: always ahead of the mock's clock after its reset. */
function tomorrow(time: string) {
  const day = new Date(Date.now() + 86_400_000);
  const ymd = `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
  return { day: ymd, time, moment: `${ymd} ${time}:00` };
}

/**
 * A user's calls made from whatever page is open, with the user's token, so a journey can act for several users
 * while one of them watches a page; the user's session is taken once, through `continueAs`.
 */
async function sessionOf(page: Page, account: string) {
  await continueAs(page, account);
  const authorization = await page.evaluate(
    () => `${localStorage.getItem('token_type')} ${localStorage.getItem('access_token')}`,
  );
  return {
    /** The data of a JSON call (GET without a body, POST with one); a refusal fails the journey with its message. */
    call: <T>(path: string, body?: unknown, method = body === undefined ? 'GET' : 'POST') =>
      page.evaluate(
        async ({ url, json, verb, auth }) => {
          const headers: Record<string, string> = { Authorization: auth };
          if (json !== undefined) headers['Content-Type'] = 'application/json';
          const response = await fetch(url, { method: verb, headers, body: JSON.stringify(json) });
          const answer = await response.json();
          if (answer.code !== 200) throw new Error(`${url}: ${answer.msg}`);
          return answer.data;
        },
        { url: path, json: body, verb: method, auth: authorization },
      ) as Promise<T>,
    /** Uploads a small PDF as a project file and answers its id. */
    upload: (name: string) =>
      page.evaluate(
        async ({ file, auth }) => {
          const form = new FormData();
          form.append('file', new File(['%PDF-1.4 凭证'], file, { type: 'application/pdf' }));
          form.append('fileType', 'project');
          const response = await fetch('/api/file/upload', {
            method: 'POST',
            headers: { Authorization: auth },
            body: form,
          });
          return (await response.json()).data.id as string;
        },
        { file: name, auth: authorization },
      ),
  };
}

/** Moves the mock's clock to `moment`, as a QA control does. */
const clockTo = (page: Page, moment: string) =>
  page.evaluate(
    (to) =>
      fetch('/__mock/clock', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ to }),
      }),
    moment,
  );

/** Fills one of the app's moment fields: the day typed, then the time. */
async function fillMoment(page: Page, label: string, { day, time }: { day: string; time: string }) {
  const date = page.getByRole('combobox', { name: label, exact: true });
  await date.fill(day);
  await date.press('Enter');
  const clock = page.getByRole('textbox', { name: `${label}的时:分` });
  await clock.fill(time);
  await clock.press('Enter');
}

test('a bidding project from plan goods to a confirmed payment: approved, registered for, bid on live, decided, signed, countersigned and paid', async ({
  page,
}) => {
  const name = `办公用品竞价采购（${Date.now()}）`;
  const registrationEnd = tomorrow('09:00');
  const start = tomorrow('10:00');
  const end = tomorrow('11:00');
  // The users' sessions, each signed in once; their set-up calls are made from the page on screen.
  const gys01 = await sessionOf(page, 'gys01');
  const bendi01 = await sessionOf(page, 'bendi01');
  const xiangmu = await sessionOf(page, 'xiangmu01');

  // xiangmu01 starts a project from an approved plan's goods, with a deposit, and submits it with its rules.
  await continueAs(page, 'xiangmu01', '/purchase/bidding-demand-list');
  const plans = page.getByRole('table', { name: '竞价需求列表' });
  await plans.getByRole('row').nth(1).getByRole('button', { name: '发起竞价' }).click();
  const form = page.getByRole('form', { name: '竞价项目' });
  await expect(form.getByRole('textbox', { name: '商品名称1' })).not.toHaveValue('');
  await form.getByRole('textbox', { name: '项目名称' }).fill(name);
  await fillMoment(page, '报名截止时间', registrationEnd);
  await fillMoment(page, '竞价开始时间', start);
  await fillMoment(page, '竞价结束时间', end);
  await choose(form.getByRole('combobox', { name: '缴纳保证金' }), '是');
  await form.getByRole('spinbutton', { name: '保证金金额（元）' }).fill('500');
  await choose(form.getByRole('combobox', { name: '审批流程' }), '竞价项目立项审批');
  await form.getByRole('button', { name: '保存并设置规则' }).click();
  const rules = page.getByRole('form', { name: '竞价规则' });
  await rules.getByRole('spinbutton', { name: '最高限价（元）' }).fill('50000');
  await rules.getByRole('spinbutton', { name: '最小幅度（元）' }).fill('100');
  await rules.getByRole('button', { name: '保存并提交' }).click();
  await expect(page.getByText('项目已提交审批')).toBeVisible();
  const listed = await xiangmu.call<{ records: Project[] }>(
    `/api/tPurchaseProProjects/page?current=1&size=10&projectType=1&projectName=${encodeURIComponent(name)}`,
  );
  const project = listed.records[0] as Project;

  // shenpi01 approves it in the project's flow; the mall shows it.
  await continueAs(page, 'shenpi01', '/purchase/bidding-check');
  await page.getByRole('row').filter({ hasText: name }).getByRole('button', { name: '审批' }).click();
  const task = page.getByRole('dialog', { name: /^办理任务：/ });
  await choose(task.getByRole('combobox', { name: '审批', exact: true }), '同意');
  await task.getByRole('button', { name: '提交' }).click();
  await expect(page.getByText('已同意')).toBeVisible();
  await page.goto('/bidding');
  await expect(page.getByText(name).first()).toBeVisible();

  // gys01 and bendi01 register with their deposit vouchers (set-up); xiangmu01 passes both, confirming the deposits.
  for (const [supplier, contactName] of [
    [gys01, '赵磊'],
    [bendi01, '钱伟'],
  ] as const)
    await supplier.call('/api/purchaseProSuppliersCertificate/', {
      projectId: project.id,
      contactName,
      contactPhone: '13520013456',
      depositVoucherIds: [await supplier.upload('保证金凭证.pdf')],
    });
  await continueAs(page, 'xiangmu01', '/purchase/bidding-sign-up');
  for (const supplierName of ['北京晨曦办公用品有限公司', '济南鲁信五金机电有限公司']) {
    await page
      .getByRole('row')
      .filter({ hasText: name })
      .filter({ hasText: supplierName })
      .getByRole('button', { name: '审核' })
      .click();
    const review = page.getByRole('dialog', { name: /^审核报名：/ });
    await review.getByRole('button', { name: '确定' }).click();
    await expect(review).toBeHidden();
  }

  // The bidding opens; xiangmu01 watches the board while the suppliers bid: each bid shows without a reload.
  await clockTo(page, `${start.day} 10:01:00`);
  await page.goto(`/purchase/bidding-hall-info?id=${project.id}`);
  const board = page.getByRole('table', { name: '实时排名' });
  await expect(page.getByText('竞价中')).toBeVisible();
  for (const [supplier, totalPrice] of [
    [bendi01, 46_000],
    [gys01, 45_500],
  ] as const) {
    await supplier.call('/api/tPurchaseBidBidding/doSaveBidBidding', { projectId: project.id, round: 1, totalPrice });
    await expect(board.getByRole('row').filter({ hasText: money(totalPrice) })).toBeVisible({ timeout: 3_000 });
  }
  // The best price is gys01's, the second to bid: bidders are numbered by their first bid and named only once it ends.
  await expect(board.getByRole('row').nth(1)).toContainText('供应商2');
  await expect(board).not.toContainText('北京晨曦办公用品有限公司');

  // The bidding closes; xiangmu01 picks the lowest bid with the signed application.
  await clockTo(page, `${end.day} 11:01:00`);
  await page.goto(`/purchase/bidding-calibration?projectNo=${project.projectNo}`);
  await page.getByRole('row').filter({ hasText: name }).getByRole('button', { name: '定标', exact: true }).click();
  const pick = page.getByRole('dialog', { name: `定标：${name}` });
  // gys01's whole-order price is the lowest share of every goods line: it is proposed to win each.
  const gysLines = pick.getByRole('radio', { name: '选定北京晨曦办公用品有限公司' });
  await expect(gysLines.first()).toBeChecked();
  for (const line of await gysLines.all()) await expect(line).toBeChecked();
  await pick.getByLabel('上传定标申请').setInputFiles({
    name: '定标申请.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4 定标申请'),
  });
  await pick.getByRole('button', { name: '确认定标' }).click();
  await expect(page.getByText('定标完成，等待中标供应商确认')).toBeVisible();

  // gys01 accepts the result and draws the contract up, signing it (set-up).
  const [result] = await gys01.call<{ picketageId: string }[]>(`/api/tPurchaseBidPicketageHis/list/${project.id}`);
  await gys01.call('/api/tPurchaseBidPicketage/suppPassResult', {
    projectId: project.id,
    picketageId: result?.picketageId,
  });
  const contract = await gys01.call<{ id: string; contractNo: string }>(
    `/api/tPurchaseBidPicketage/createProjectContract/${project.id}`,
    { picketageId: result?.picketageId },
  );

  // xiangmu01 countersigns it and asks finance to pay it.
  await page.goto(`/purchase/bidding-contract-info?id=${contract.id}`);
  const details = page.getByRole('region', { name: '合同信息' });
  await details.getByRole('button', { name: '会签' }).click();
  await expect(page.getByText('合同已会签，双方签订完成')).toBeVisible();
  await details.getByRole('button', { name: '申请付款' }).click();
  const apply = page.getByRole('dialog', { name: /^申请付款：/ });
  await expect(apply.getByRole('spinbutton', { name: '付款金额（元）' })).toHaveValue('45500');
  await apply.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('付款申请已提交，等待财务确认')).toBeVisible();

  // caiwu01 confirms it with the bank's transaction number.
  await continueAs(page, 'caiwu01', '/purchase/bidding-payment-confirm?payStatus=0');
  await page
    .getByRole('row')
    .filter({ hasText: contract.contractNo })
    .getByRole('button', { name: '确认付款' })
    .click();
  const confirm = page.getByRole('dialog', { name: /^确认付款：/ });
  await confirm.getByRole('textbox', { name: '交易流水号' }).fill('2026113022001456789012');
  await confirm.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText(/已确认付款/)).toBeVisible();

  // gys01 reads the countersignature and the payment on its contract.
  await continueAs(page, 'gys01', `/supplier-bidding-contract?contractNo=${contract.contractNo}`);
  const row = page.getByRole('row').filter({ hasText: contract.contractNo });
  await expect(row).toContainText('已付款');
  await row.getByRole('button', { name: '查看' }).click();
  const view = page.getByRole('dialog', { name: `竞价合同：${contract.contractNo}` });
  await expect(view.getByRole('region', { name: '合同信息' })).toContainText('45,500.00 元');
  await expect(view.getByRole('table', { name: '付款记录' })).toContainText('2026113022001456789012');
});

test('an auction through to its deal: a raise below the step is refused, the highest bid wins, and its bidder accepts the deal', async ({
  page,
}) => {
  const name = `废旧物资拍卖（${Date.now()}）`;
  const start = tomorrow('10:00');
  const gys01 = await sessionOf(page, 'gys01');
  const bendi01 = await sessionOf(page, 'bendi01');
  const xiangmu = await sessionOf(page, 'xiangmu01');

  // Set-up: xiangmu01 publishes an auction without an approval flow, both suppliers register and are passed, and the
  // auction opens with gys01's first bid.
  const form = {
    projectName: name,
    projectType: 3,
    registrationEndTime: tomorrow('09:00').moment,
    startTime: start.moment,
    endTime: tomorrow('11:00').moment,
    depositRequired: 0,
    goods: [{ goodsName: '废旧变压器', unit: '台', quantity: 2, budgetPrice: 5000 }],
  };
  const draft = await xiangmu.call<Project>('/api/tPurchaseProProjects/', form);
  await xiangmu.call('/api/tPurchaseProProjects/saveBiddingRules', {
    projectId: draft.id,
    quoteMode: 1,
    pickRule: 1,
    startPrice: 10_000,
    minStep: 100,
    secondRound: 0,
  });
  await xiangmu.call('/api/tPurchaseProProjects/', { ...form, id: draft.id, submit: 1 });
  for (const supplier of [gys01, bendi01]) {
    const registration = await supplier.call<{ id: string }>('/api/purchaseProSuppliersCertificate/', {
      projectId: draft.id,
      contactName: '赵磊',
      contactPhone: '13520013456',
    });
    await xiangmu.call('/api/purchaseProSuppliersCertificate/audit', { id: registration.id, auditStatus: 1 }, 'PUT');
  }
  await clockTo(page, `${start.day} 10:01:00`);
  await gys01.call('/api/tPurchaseBidBidding/auction/doSaveBidBidding', {
    projectId: draft.id,
    round: 1,
    totalPrice: 10_500,
  });

  // bendi01 raises in the auction hall: a raise below the step is refused with the backend's words, a full one taken.
  await continueAs(page, 'bendi01', `/auction-join-bid?id=${draft.id}`);
  const bid = page.getByRole('form', { name: '出价表单' });
  await bid.getByRole('spinbutton', { name: '出价总价' }).fill('10550');
  await bid.getByRole('button', { name: '提交出价' }).click();
  await expect(bid.getByText('出价须比当前最高价（10500.00 元）至少高出 100.00 元')).toBeVisible();
  await bid.getByRole('spinbutton', { name: '出价总价' }).fill('11000');
  await bid.getByRole('button', { name: '提交出价' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('出价成功')).toBeVisible();

  // The auction closes; xiangmu01 may not pass the highest bid over without a reason, and the highest wins.
  await clockTo(page, `${tomorrow('11:01').moment}`);
  await continueAs(page, 'xiangmu01', `/purchase/auction-calibration?projectNo=${draft.projectNo}`);
  await page.getByRole('row').filter({ hasText: name }).getByRole('button', { name: '定标', exact: true }).click();
  const pick = page.getByRole('dialog', { name: `定标：${name}` });
  const line = pick.getByRole('table', { name: '废旧变压器（2台）' });
  await expect(line.getByRole('radio', { name: '选定济南鲁信五金机电有限公司' })).toBeChecked();
  await line.getByRole('radio', { name: '选定北京晨曦办公用品有限公司' }).check();
  await pick.getByRole('button', { name: '确认定标' }).click();
  await expect(pick.getByText('选择非最高价中标时请填写理由')).toBeVisible();
  await line.getByRole('radio', { name: '选定济南鲁信五金机电有限公司' }).check();
  await pick.getByRole('button', { name: '确认定标' }).click();
  await expect(page.getByText('定标完成，等待中标供应商确认')).toBeVisible();

  // bendi01 accepts the deal; among the decided auctions, its picketage history shows the deal from the pick to the
  // acceptance.
  const [result] = await bendi01.call<{ picketageId: string }[]>(`/api/tPurchaseBidPicketageHis/list/${draft.id}`);
  await bendi01.call('/api/tPurchaseBidPicketage/suppPassResult', {
    projectId: draft.id,
    picketageId: result?.picketageId,
  });
  await page.goto(`/purchase/auction-calibration?projectNo=${draft.projectNo}&status=10`);
  await page.getByRole('row').filter({ hasText: name }).getByRole('button', { name: '定标记录' }).click();
  const history = page.getByRole('dialog', { name: `定标记录：${name}` }).getByRole('table', { name: '定标记录' });
  await expect(history).toContainText('按最高价成交');
  await expect(history.getByRole('row').filter({ hasText: '确认定标结果' })).toContainText('11,000.00');
});
