// After the deal: the purchaser countersigns the contract its winner signed and asks finance to pay it; finance
// confirms with the bank's transaction number and the supplier sees the payment. Every refusal writes nothing: a bid
// after the QA clock closed its window, a payment past what is unpaid, a role that may not act (403 before the body
// is even read).
import {
  applyProjectContractPayment,
  confirmProjectContractPayment,
  countersignProjectContract,
  getProjectContract,
  pageProjectContractPayments,
  queryProjectEvaluateDetail,
  saveBid,
  saveProjectEvaluate,
} from '@zc/sdk';
import { describe, expect, it } from 'vitest';
import { seededOrgs } from '../src/domains/accounts/seed.ts';
import { pick } from '../src/domains/projects/bidding.ts';
import { store } from '../src/engine/store.ts';
import { accountTables } from '../src/tables/accounts.ts';
import { projectTables as t } from '../src/tables/projects.ts';
import { login, raw, withSession } from './support.ts';

withSession('xiangmu01');

const contractIn = (status: number) => {
  const contract = t.contracts.all().find((row) => row.status === status);
  if (!contract) throw new Error(`no seeded contract in state ${status}`);
  return contract;
};
/** The store's changes as JSON, to show that a refused call wrote nothing. */
const changes = () => JSON.stringify(store.changes());

describe('the contract', () => {
  it('is countersigned once, by the purchasing organisation, and then signed by both', async () => {
    const contract = contractIn(1);
    await countersignProjectContract({ path: { id: contract.id } });
    expect(await getProjectContract({ path: { id: contract.id } })).toMatchObject({
      status: 2,
      countersignUserName: '李项目',
      signTime: expect.any(String),
      goods: expect.arrayContaining([expect.objectContaining({ supplierId: contract.supplierId })]),
    });
    const before = changes();
    await expect(countersignProjectContract({ path: { id: contract.id } })).rejects.toMatchObject({
      msg: '合同双方已签，不能重复会签',
    });
    expect(changes()).toBe(before);
  });
});

describe('a payment of the contract', () => {
  it('is asked for within what is unpaid, confirmed by finance, and seen by the supplier', async () => {
    const contract = contractIn(2);
    const before = changes();
    await expect(
      applyProjectContractPayment({ body: { contractId: contract.id, amount: contract.contractAmount } }),
    ).rejects.toMatchObject({ msg: expect.stringContaining('付款金额超过合同未付金额') });
    expect(changes()).toBe(before);

    const payment = await applyProjectContractPayment({ body: { contractId: contract.id, amount: 100 } });
    expect(payment).toMatchObject({ payType: 3, payStatus: 0, contractNo: contract.contractNo });
    await login('caiwu01');
    await confirmProjectContractPayment({ body: { id: payment.id, result: 1, tradeNo: 'BOC20261125000999' } });
    await expect(
      confirmProjectContractPayment({ body: { id: payment.id, result: 1, tradeNo: 'BOC20261125000999' } }),
    ).rejects.toMatchObject({ msg: '该付款已处理，不能重复处理' });

    await login(contract.supplierId === seededOrgs.supplier ? 'gys01' : 'bendi01');
    const seen = await pageProjectContractPayments({ query: { current: 1, size: 50, contractId: contract.id } });
    expect(seen.records.find((row) => row.id === payment.id)).toMatchObject({
      payStatus: 1,
      tradeNo: 'BOC20261125000999',
    });
    expect((await getProjectContract({ path: { id: contract.id } })).paidAmount).toBeGreaterThanOrEqual(100);
  });

  it('is refused with 403 to a role that may not act, before its body is read, writing nothing', async () => {
    const contract = contractIn(2);
    for (const [account, path, method] of [
      ['caigou01', '/api/tPurchasePaymentLog/contract/apply', 'POST'],
      ['xiangmu01', '/api/tPurchasePaymentLog/contract/confirm', 'PUT'],
      ['caiwu01', `/api/tPurchaseBidPicketage/contract/countersign/${contract.id}`, 'PUT'],
    ] as const) {
      const { accessToken } = await login(account);
      const before = changes();
      const answer = await raw(path, {
        method,
        headers: { authorization: `bearer ${accessToken}`, 'content-type': 'application/json' },
        body: '{"amount":"not a number"}',
      });
      expect(answer.status, `${account} ${path}`).toBe(403);
      expect(changes()).toBe(before);
    }
  });
});

describe('a bidding window closed by the QA clock', () => {
  it('refuses the bid it would have taken, writing nothing', async () => {
    const project = pick.running(1);
    const end = new Date(project.endTime?.replace(' ', 'T') ?? Date.now());
    await raw('/__mock/clock', {
      method: 'POST',
      body: JSON.stringify({ by: `${Math.max(1, Math.ceil((end.getTime() - Date.now()) / 60_000) + 1)}m` }),
    });
    await login('gys01');
    const before = t.bids.count();
    await expect(saveBid({ body: { projectId: project.id, round: 1, totalPrice: 1 } })).rejects.toMatchObject({
      msg: '项目已结束，不能出价',
    });
    expect(t.bids.count()).toBe(before);
    await raw('/__mock/clock', { method: 'DELETE' });
  });
});

describe('evaluating a decided project', () => {
  it('rates its winning supplier once, with or without an order, as the supplier then reads it', async () => {
    await login('xiangmu01');
    const decided = t.projects.all().find((row) => row.status === 10);
    const running = t.projects.all().find((row) => row.status === 6);
    if (!decided || !running) throw new Error('no decided or running project');
    const before = changes();
    await expect(saveProjectEvaluate({ body: { projectId: running.id, score: 5 } })).rejects.toMatchObject({
      msg: '项目定标后才能评价中标供应商',
    });
    expect(changes()).toBe(before);

    const evaluation = await saveProjectEvaluate({ body: { projectId: decided.id, score: 4, content: '供货及时' } });
    const winner = t.picketages
      .all()
      .filter((row) => row.projectId === decided.id)
      .at(-1);
    expect(evaluation).toMatchObject({ supplierId: winner?.supplierId, score: 4, content: '供货及时' });
    await expect(saveProjectEvaluate({ body: { projectId: decided.id, score: 5 } })).rejects.toMatchObject({
      msg: '该项目已评价',
    });
    const supplier = accountTables.users.all().find((row) => row.orgId === winner?.supplierId && row.userType !== 0);
    await login(supplier?.account ?? 'gys01');
    expect(await queryProjectEvaluateDetail({ query: { projectId: decided.id } })).toMatchObject({ score: 4 });
  });
});
