import {
  checkAuctionBid,
  checkBid,
  exportQuotation,
  getSupplierProjectLink,
  listSupplierBids,
  pageSupplierSourcing,
  revokeBid,
  saveAuctionBid,
  saveBid,
  saveQuotePrice,
} from '@zc/sdk';
import { describe, expect, it } from 'vitest';
import { seededOrgs } from '../src/domains/accounts/seed.ts';
import { pick } from '../src/domains/projects/bidding.ts';
import { pickSourcing } from '../src/domains/projects/sourcing.ts';
import { projectTables as t } from '../src/tables/projects.ts';
import { withSession } from './support.ts';

withSession('gys01');

const ownValid = (projectId: string) =>
  t.bids.all().find((bid) => bid.projectId === projectId && bid.supplierId === seededOrgs.supplier && bid.status === 1);
/** A running whole-order backhand project (its goods need no line prices). */
const running = () =>
  t.projects.all().find((p) => p.projectType === 2 && p.status === 6 && p.rules?.quoteMode === 1) ?? pick.running(2);

describe('projects seed', () => {
  it('has every mode in every phase, and gys01 registered with its deposit confirmed in running ones', () => {
    for (const type of [1, 2, 3])
      for (let status = 0; status <= 12; status++)
        expect(t.projects.count((p) => p.projectType === type && p.status === status)).toBeGreaterThan(0);
    const project = running();
    const certificate = t.certificates
      .all()
      .find((c) => c.projectId === project.id && c.supplierId === seededOrgs.supplier);
    expect(certificate).toMatchObject({ auditStatus: 1, depositStatus: 3 });
    expect(t.bids.count((bid) => bid.status === 2)).toBeGreaterThan(0);
  });
});

describe('bidding', () => {
  it('saves a bid step below the last one, supersedes the earlier bid, and lists it', async () => {
    const project = running();
    const last = ownValid(project.id);
    const step = project.rules?.minStep ?? 1;
    const price = Math.round(((last?.totalPrice ?? 0) - step) * 100) / 100;
    const check = await checkBid({ body: { projectId: project.id, round: 1, totalPrice: price } });
    expect(check.pass).toBe(true);
    const bid = await saveBid({ body: { projectId: project.id, round: 1, totalPrice: price } });
    expect(bid).toMatchObject({ status: 1, totalPrice: price, supplierId: seededOrgs.supplier });
    expect(t.bids.get(last?.id)?.status).toBe(3);
    const mine = await listSupplierBids({ query: { projectId: project.id, current: 1, size: 50 } });
    expect(mine.records[0]?.id).toBe(bid.id);
    const link = await getSupplierProjectLink({ query: { projectId: project.id } });
    expect(link).toMatchObject({ registered: true, canBid: true, lastBid: { id: bid.id } });
  });

  it('refuses a reverse bid that does not go below the last one by the step, writing nothing', async () => {
    const project = running();
    const last = ownValid(project.id);
    const body = { projectId: project.id, round: 1 as const, totalPrice: last?.totalPrice ?? 1 };
    const check = await checkBid({ body });
    expect(check.pass).toBe(false);
    expect(check.message).toContain('至少降低');
    const before = t.bids.count();
    await expect(saveBid({ body })).rejects.toMatchObject({ msg: expect.stringContaining('至少降低') });
    expect(t.bids.count()).toBe(before);
  });

  it('refuses a bid on a closed project', async () => {
    const closed = pick.closed(1);
    await expect(saveBid({ body: { projectId: closed.id, round: 1, totalPrice: 100 } })).rejects.toMatchObject({
      msg: '项目已结束，不能出价',
    });
  });

  it('refuses a bid from a supplier whose deposit is not confirmed', async () => {
    const project = running();
    const certificate = t.certificates
      .all()
      .find((c) => c.projectId === project.id && c.supplierId === seededOrgs.supplier);
    await t.certificates.update(certificate?.id ?? '', { depositStatus: 1 });
    await expect(saveBid({ body: { projectId: project.id, round: 1, totalPrice: 1 } })).rejects.toMatchObject({
      msg: '保证金未缴纳或未确认，不能出价',
    });
    await t.certificates.update(certificate?.id ?? '', { depositStatus: 3 });
  });

  it('revokes a valid bid once, then refuses to revoke it again', async () => {
    const bid = ownValid(pick.running(1, 1).id);
    await revokeBid({ path: { id: bid?.id ?? '' } });
    expect(t.bids.get(bid?.id)?.status).toBe(2);
    await expect(revokeBid({ path: { id: bid?.id ?? '' } })).rejects.toMatchObject({
      msg: '该报价已撤回，不能重复撤回',
    });
  });
});

describe('auction', () => {
  it('takes a bid above the highest by the step and refuses one that does not raise it enough', async () => {
    const project = pick.running(3);
    const step = project.rules?.minStep ?? 1;
    const highest = Math.max(
      ...t.bids
        .all()
        .filter((bid) => bid.projectId === project.id && bid.status === 1)
        .map((bid) => bid.totalPrice),
    );
    const low = await checkAuctionBid({ body: { projectId: project.id, round: 1, totalPrice: highest } });
    expect(low).toMatchObject({ pass: false, message: expect.stringContaining('至少高出') });
    const price = Math.round((highest + step) * 100) / 100;
    const bid = await saveAuctionBid({ body: { projectId: project.id, round: 1, totalPrice: price } });
    expect(bid).toMatchObject({ status: 1, rank: 1, totalPrice: price });
    await expect(saveBid({ body: { projectId: project.id, round: 1, totalPrice: price } })).rejects.toMatchObject({
      msg: '拍卖项目请在拍卖大厅出价',
    });
  });
});

describe('sourcing quotes', () => {
  it('quotes on an open inquiry, shows it in the list, and exports it as xlsx', async () => {
    const sourcing = pickSourcing.open(2);
    const items = t.sourcingCommodities
      .all()
      .filter((row) => row.sourcingId === sourcing.id)
      .map((row) => ({ commodityId: row.id, unitPrice: 10 }));
    const quote = await saveQuotePrice({ body: { sourcingId: sourcing.id, items } });
    expect(quote.status).toBe(1);
    const again = await saveQuotePrice({
      body: { sourcingId: sourcing.id, items: items.map((i) => ({ ...i, unitPrice: 9 })) },
    });
    expect(again.id).toBe(quote.id);
    const page = await pageSupplierSourcing({ query: { current: 1, size: 100, quoteStatus: 1 } });
    expect(page.records.find((row) => row.id === sourcing.id)?.myQuoteAmount).toBe(again.totalPrice);
    const file = await exportQuotation({ path: { id: sourcing.id } });
    const bytes = new Uint8Array(await (file as unknown as { blob: Blob }).blob.arrayBuffer());
    expect([bytes[0], bytes[1]]).toEqual([0x50, 0x4b]);
  });

  it('refuses a quote on an inquiry no longer open', async () => {
    const closed = pickSourcing.closed();
    const items = t.sourcingCommodities
      .all()
      .filter((row) => row.sourcingId === closed.id)
      .map((row) => ({ commodityId: row.id, unitPrice: 10 }));
    await expect(saveQuotePrice({ body: { sourcingId: closed.id, items } })).rejects.toMatchObject({
      msg: '该询价不在报价中，不能报价',
    });
  });
});
