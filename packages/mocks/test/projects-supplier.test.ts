// The supplier workbench's project calls: registration and its review, picketage answers, contracts, deal goods,
// payment records, the sourcing contract and the supplier workbench counts.
import {
  auditProjectCertificate,
  checkProjectCertificate,
  confirmPicketageResult,
  createOnlineContract,
  createProjectCertificate,
  createProjectContract,
  listDealGoods,
  listProjectCertificates,
  pagePaymentLogs,
  pageSupplierProjectContracts,
  querySupplierWorkBench,
  rejectPicketageResult,
  saveQuotePrice,
  updateProjectCertificate,
} from '@zc/sdk';
import { describe, expect, it } from 'vitest';
import { seededOrgs } from '../src/domains/accounts/seed.ts';
import { orderTables } from '../src/tables/orders.ts';
import { platformTables } from '../src/tables/platform.ts';
import { projectTables as t } from '../src/tables/projects.ts';
import { login, withSession } from './support.ts';

withSession('gys01');

/** gys01's picketage result in a project of the mode, in the state asked for. */
const picketage = (type: number, status: number) => {
  const row = t.picketages
    .all()
    .find(
      (p) =>
        p.supplierId === seededOrgs.supplier &&
        p.status === status &&
        t.projects.get(p.projectId)?.projectType === type,
    );
  if (!row) throw new Error(`no picketage of type ${type} in state ${status}`);
  return row;
};

describe('registration', () => {
  it('registers, refuses a second registration, is reviewed with its deposit, and may then bid', async () => {
    await login('dianshang01');
    const project = t.projects
      .all()
      .find(
        (p) =>
          p.status === 3 &&
          !t.certificates.all().some((c) => c.projectId === p.id && c.supplierId === seededOrgs.ecommerceSupplier),
      );
    const body = { projectId: project?.id ?? '', contactName: '孙立平', contactPhone: '13911223344' };
    const created = await createProjectCertificate({ body });
    expect(created).toMatchObject({ auditStatus: 0, depositStatus: 1, supplierId: seededOrgs.ecommerceSupplier });
    const mine = await listProjectCertificates({
      query: { projectId: project?.id, projectType: project?.projectType, current: 1, size: 10 },
    });
    expect(mine.records.map((row) => row.id)).toEqual([created.id]);
    const before = t.certificates.count();
    await expect(createProjectCertificate({ body })).rejects.toMatchObject({ msg: '您已报名该项目，请勿重复报名' });
    expect(t.certificates.count()).toBe(before);

    await login('xiangmu01');
    // No voucher yet: the deposit cannot be confirmed.
    await expect(
      auditProjectCertificate({ body: { id: created.id, auditStatus: 1, depositConfirmed: 1 } }),
    ).rejects.toMatchObject({ msg: '供应商尚未上传保证金凭证，不能确认保证金' });
    expect(t.certificates.get(created.id)?.auditStatus).toBe(0);

    await login('dianshang01');
    const voucher = platformTables.files.all()[0]?.id ?? '';
    const updated = await updateProjectCertificate({ body: { ...body, id: created.id, depositVoucherIds: [voucher] } });
    expect(updated).toMatchObject({ depositStatus: 2, depositVouchers: [{ id: voucher }] });

    await login('xiangmu01');
    await auditProjectCertificate({
      body: { id: created.id, auditStatus: 1, depositConfirmed: 1, auditOpinion: '同意' },
    });
    expect(t.certificates.get(created.id)).toMatchObject({ auditStatus: 1, depositStatus: 3 });
    const deposit = t.paymentLogs
      .all()
      .find((log) => log.projectId === project?.id && log.supplierId === seededOrgs.ecommerceSupplier);
    expect(deposit).toMatchObject({ payType: 1, payStatus: 1 });
    await expect(auditProjectCertificate({ body: { id: created.id, auditStatus: 2 } })).rejects.toMatchObject({
      msg: '该报名已审核，不能重复审核',
    });

    await login('dianshang01');
    const check = await checkProjectCertificate({ path: { id: project?.id ?? '' } });
    expect(check).toMatchObject({ registered: true, auditStatus: 1, pass: true });
  });
});

describe('picketage results and contracts', () => {
  it('confirms a result, makes its contract once, and lists it', async () => {
    const result = picketage(1, 0);
    await confirmPicketageResult({ body: { projectId: result.projectId, picketageId: result.id } });
    expect(t.picketages.get(result.id)?.status).toBe(1);
    const contract = await createProjectContract({ path: { id: result.projectId }, body: { picketageId: result.id } });
    expect(contract).toMatchObject({ status: 1, contractAmount: result.dealAmount, supplierId: seededOrgs.supplier });
    expect(t.picketages.get(result.id)?.status).toBe(3);
    await expect(
      createProjectContract({ path: { id: result.projectId }, body: { picketageId: result.id } }),
    ).rejects.toMatchObject({ msg: '该定标结果已生成合同，请勿重复生成' });
    const page = await pageSupplierProjectContracts({ query: { current: 1, size: 50 } });
    expect(page.records.some((row) => row.id === contract.id)).toBe(true);
    expect(
      t.picketageHistory
        .all()
        .filter((row) => row.picketageId === result.id)
        .map((row) => row.action),
    ).toEqual(expect.arrayContaining([4, 6]));
  });

  it('refuses a contract of a result not yet confirmed, and a decline without a reason', async () => {
    const result = picketage(2, 0);
    await expect(
      createProjectContract({ path: { id: result.projectId }, body: { picketageId: result.id } }),
    ).rejects.toMatchObject({ msg: '请先确认定标结果再生成合同' });
    await expect(
      rejectPicketageResult({ body: { projectId: result.projectId, picketageId: result.id } }),
    ).rejects.toMatchObject({ msg: '拒绝定标结果时请填写原因' });
    await rejectPicketageResult({
      body: { projectId: result.projectId, picketageId: result.id, opinion: '原厂停产，无法供货' },
    });
    expect(t.picketages.get(result.id)).toMatchObject({ status: 2, supplierOpinion: '原厂停产，无法供货' });
    await expect(
      confirmPicketageResult({ body: { projectId: result.projectId, picketageId: result.id } }),
    ).rejects.toMatchObject({ msg: '定标结果已拒绝，不能重复答复' });
  });

  it('refuses to confirm the result of a cancelled project, writing nothing', async () => {
    const result = picketage(3, 0);
    await t.projects.update(result.projectId, { status: 12 });
    await expect(
      confirmPicketageResult({ body: { projectId: result.projectId, picketageId: result.id } }),
    ).rejects.toMatchObject({ msg: '项目已取消，不能确认定标结果' });
    expect(t.picketages.get(result.id)?.status).toBe(0);
    await t.projects.update(result.projectId, { status: 10 });
  });

  it('lists the deal goods of a won project, adding up to the deal amount', async () => {
    const result = picketage(1, 1);
    const goods = await listDealGoods({ query: { projectId: result.projectId } });
    expect(goods.length).toBeGreaterThan(0);
    const total = goods.reduce((sum, line) => sum + line.dealTotalPrice, 0);
    expect(Math.abs(total - result.dealAmount)).toBeLessThan(0.05);
    expect(new Set(goods.map((line) => line.supplierId))).toEqual(new Set([seededOrgs.supplier]));
  });

  it('lists only the supplier’s own payment records', async () => {
    const page = await pagePaymentLogs({ query: { current: 1, size: 100 } });
    expect(page.total).toBe(t.paymentLogs.count((log) => log.supplierId === seededOrgs.supplier));
    expect(page.records.every((log) => log.supplierId === seededOrgs.supplier)).toBe(true);
  });
});

describe('sourcing contract', () => {
  it('makes the contract of a sourcing order waiting for one, then refuses a second', async () => {
    const order = t.sourcingOrders.all().find((o) => o.supplierId === seededOrgs.supplier && o.status === 0);
    const contract = await createOnlineContract({ body: { sourcingOrderId: order?.id ?? '' } });
    expect(contract).toMatchObject({ sourcingOrderId: order?.id, status: 1 });
    expect(t.sourcingOrders.get(order?.id)).toMatchObject({ status: 1, contractId: contract.id });
    await expect(createOnlineContract({ body: { sourcingOrderId: order?.id ?? '' } })).rejects.toMatchObject({
      msg: '该订单已生成合同，请勿重复生成',
    });
    const cancelled = t.sourcingOrders.all().find((o) => o.supplierId === seededOrgs.supplier && o.status === 5);
    await expect(createOnlineContract({ body: { sourcingOrderId: cancelled?.id ?? '' } })).rejects.toMatchObject({
      msg: '订单已取消，不能生成合同',
    });
  });
});

describe('supplier workbench', () => {
  it('counts the supplier’s own rows, and a quote takes an inquiry off the to-quote count', async () => {
    const bench = await querySupplierWorkBench();
    const todo = (key: string) => bench.todos.find((entry) => entry.key === key)?.count ?? 0;
    expect(todo('pendingOrders')).toBe(
      orderTables.orders.count((o) => o.supplierId === seededOrgs.supplier && o.status >= 2 && o.status <= 4),
    );
    expect(todo('buyNumChanges')).toBe(
      orderTables.buyNumDetails.count((row) => row.supplierId === seededOrgs.supplier && row.handleStatus === 0),
    );
    const toQuote = todo('sourcingToQuote');
    expect(toQuote).toBeGreaterThan(0);
    const open = t.sourcings
      .all()
      .find(
        (s) =>
          s.status === 3 &&
          s.supplierScope !== 2 &&
          !t.sourcingQuotes.all().some((q) => q.sourcingId === s.id && q.supplierId === seededOrgs.supplier),
      );
    const items = t.sourcingCommodities
      .all()
      .filter((row) => row.sourcingId === open?.id)
      .map((row) => ({ commodityId: row.id, unitPrice: 10 }));
    await saveQuotePrice({ body: { sourcingId: open?.id ?? '', items } });
    const after = await querySupplierWorkBench();
    expect(after.todos.find((entry) => entry.key === 'sourcingToQuote')?.count ?? 0).toBe(toQuote - 1);
    expect(bench.supplierName).toBe('北京晨曦办公用品有限公司');
  });
});
