// The project manager's online sourcing: a draft submitted with a process code waits in the approver's queue and is
// published by the flow; the quotations of a closed inquiry are compared and any of them chosen, with a reason when it
// is not the lowest; the order is confirmed before the supplier draws the contract up, which is countersigned and
// paid as project contracts are. Every refusal writes nothing.
import {
  applyProjectContractPayment,
  approveTask,
  chooseSourcingQuote,
  confirmSourcingOrder,
  countersignProjectContract,
  createOnlineContract,
  getProjectContract,
  getSourcingDetail,
  pagePurchaserProjectContracts,
  pagePurchaserSourcing,
  pageSourcingChecks,
  pageTodoTasks,
  rejectTask,
  saveSourcing,
  saveSourcingCommodity,
  submitSourcing,
} from '@zc/sdk';
import { describe, expect, it } from 'vitest';
import { store } from '../src/engine/store.ts';
import { accountTables } from '../src/tables/accounts.ts';
import { projectTables as t } from '../src/tables/projects.ts';
import { login, raw, withSession } from './support.ts';

withSession('xiangmu01');

const changes = () => JSON.stringify(store.changes());
const inAYear = `${new Date().getFullYear() + 1}-06-30 17:00:00`;

/** A draft with one goods line, submitted to approval as xiangmu01. */
async function submitted(name: string) {
  const draft = await saveSourcing({ body: { sourcingName: name, supplierScope: 1, quoteEndTime: inAYear } });
  await saveSourcingCommodity({ body: { sourcingId: draft.id, goodsName: '防砸劳保鞋', unit: '双', quantity: 10 } });
  await submitSourcing({ body: { id: draft.id, processCode: 'PRO_SOURCING' } });
  return draft;
}

/** shenpi01's open task of the inquiry. */
async function taskOf(sourcingId: string) {
  const tasks = await pageTodoTasks({ query: { businessType: 3, page: 1, limit: 500 } });
  const task = tasks.records.find((row) => row.businessKey === sourcingId);
  if (!task) throw new Error('no task');
  return task;
}

describe('an inquiry submitted with a process code', () => {
  it('waits in the approver’s queue and is published when the flow approves it', async () => {
    const draft = await submitted('审批通过的询价');
    expect((await pagePurchaserSourcing({ query: { current: 1, size: 50, status: 1 } })).records).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: draft.id })]),
    );
    await login('shenpi01');
    const queue = await pageSourcingChecks({ query: { current: 1, size: 50 } });
    expect(queue.records.map((row) => row.id)).toContain(draft.id);
    await approveTask({ path: { taskId: (await taskOf(draft.id)).id }, body: { comment: '同意' } });
    expect(await getSourcingDetail({ path: { id: draft.id } })).toMatchObject({ status: 3 });
    expect((await pageSourcingChecks({ query: { current: 1, size: 50 } })).records.map((row) => row.id)).not.toContain(
      draft.id,
    );
  });

  it('is rejected with the approver’s comment as its reason', async () => {
    const draft = await submitted('审批驳回的询价');
    await login('shenpi01');
    await rejectTask({ path: { taskId: (await taskOf(draft.id)).id }, body: { comment: '预算不足' } });
    expect(await getSourcingDetail({ path: { id: draft.id } })).toMatchObject({ status: 2, statusReason: '预算不足' });
  });
});

/** A seeded inquiry waiting for its choice, with its quotations cheapest first. */
function closedInquiry() {
  const sourcing = t.sourcings.all().find((row) => row.status === 4);
  if (!sourcing) throw new Error('no inquiry waiting for its choice');
  const quotes = t.sourcingQuotes
    .all()
    .filter((row) => row.sourcingId === sourcing.id)
    .sort((a, b) => a.totalPrice - b.totalPrice);
  const [lowest, second] = quotes;
  if (!lowest || !second) throw new Error('fewer than two quotations');
  return { sourcing, lowest, second };
}

describe('choosing a quotation', () => {
  it('refuses one above the lowest without a reason, writing nothing, and takes it with one', async () => {
    const { sourcing, second } = closedInquiry();
    const before = changes();
    await expect(chooseSourcingQuote({ body: { sourcingId: sourcing.id, quoteId: second.id } })).rejects.toMatchObject({
      msg: '选定的不是最低报价，请填写选定原因',
    });
    expect(changes()).toBe(before);

    const order = await chooseSourcingQuote({
      body: { sourcingId: sourcing.id, quoteId: second.id, reason: '最低报价供应商交货期过长' },
    });
    expect(order).toMatchObject({
      supplierId: second.supplierId,
      totalPrice: second.totalPrice,
      chooseReason: '最低报价供应商交货期过长',
      status: 0,
    });
    expect(t.sourcings.get(sourcing.id)?.status).toBe(5);
    expect(t.sourcingQuotes.get(second.id)?.status).toBe(2);
    await expect(
      chooseSourcingQuote({ body: { sourcingId: sourcing.id, quoteId: second.id, reason: '再选一次' } }),
    ).rejects.toMatchObject({ msg: '询价单当前为“已成交”，不能选定报价' });
  });
});

describe('the deal order, its contract and its payment', () => {
  it('is confirmed before the supplier draws the contract up, countersigned and paid as a project contract', async () => {
    const { sourcing, lowest } = closedInquiry();
    // The lowest quotation needs no reason.
    const order = await chooseSourcingQuote({ body: { sourcingId: sourcing.id, quoteId: lowest.id } });
    expect(order).toMatchObject({ supplierId: lowest.supplierId });
    const supplierAccount = () => {
      const user = accountTables.users.all().find((row) => row.orgId === order.supplierId);
      if (!user) throw new Error('no supplier user');
      return login(user.account);
    };
    await supplierAccount();
    await expect(createOnlineContract({ body: { sourcingOrderId: order.id } })).rejects.toMatchObject({
      msg: '采购人尚未确认订单的收货地址和发票，不能生成合同',
    });

    await login('xiangmu01');
    const confirmation = {
      id: order.id,
      receiverName: '李娜',
      receiverPhone: '13910012345',
      deliveryAddress: '山西省太原市小店区长治路111号',
      invoiceType: 2 as const,
      invoiceTitle: sourcing.purchaserOrgName,
    };
    const before = changes();
    await expect(confirmSourcingOrder({ body: confirmation })).rejects.toMatchObject({
      msg: '增值税专用发票须填写纳税人识别号',
    });
    expect(changes()).toBe(before);
    expect(await confirmSourcingOrder({ body: { ...confirmation, invoiceTaxNo: '91140000110000000X' } })).toMatchObject(
      { confirmTime: expect.any(String), receiverName: '李娜' },
    );

    await supplierAccount();
    const contract = await createOnlineContract({ body: { sourcingOrderId: order.id } });
    await login('xiangmu01');
    const listed = await pagePurchaserProjectContracts({ query: { current: 1, size: 50, projectType: 4 } });
    expect(listed.records.find((row) => row.id === contract.id)).toMatchObject({
      projectId: sourcing.id,
      orderId: order.id,
      status: 1,
    });
    await countersignProjectContract({ path: { id: contract.id } });
    const signed = await getProjectContract({ path: { id: contract.id } });
    expect(signed).toMatchObject({ status: 2, projectType: 4, contractAmount: lowest.totalPrice });
    expect(signed.goods?.length).toBe(lowest.items?.length);
    expect(
      await applyProjectContractPayment({ body: { contractId: contract.id, amount: lowest.totalPrice } }),
    ).toMatchObject({ payType: 3, payStatus: 0, projectId: sourcing.id, projectType: 4 });
  });
});

describe('a role that may not act', () => {
  it('is refused with 403 before its body is read, writing nothing', async () => {
    for (const [account, path, method] of [
      ['caigou01', '/api/sourcing/queryOnlineSourcingPageListForPurchase', 'GET'],
      ['shenpi01', '/api/sourcing/chooseQuote', 'POST'],
      ['caiwu01', '/api/sourcing/confirmOrder', 'POST'],
      ['gys01', '/api/sourcing/queryCheckPageList', 'GET'],
    ] as const) {
      const { accessToken } = await login(account);
      const before = changes();
      const answer = await raw(path, {
        method,
        headers: { authorization: `bearer ${accessToken}`, 'content-type': 'application/json' },
        ...(method === 'POST' ? { body: '{"quoteId":12}' } : {}),
      });
      expect(answer.status, `${account} ${path}`).toBe(403);
      expect(changes()).toBe(before);
    }
  });
});
