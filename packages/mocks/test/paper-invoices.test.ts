import { pagePaperInvoices, postPaperInvoice, signPaperInvoice } from '@zc/sdk';
import { describe, expect, it } from 'vitest';
import { orderTables as t } from '../src/tables/orders.ts';
import { everyoneButTheAdministrator, login, withSession } from './support.ts';

withSession();

const waiting = () => t.paperInvoices.all().find((row) => row.status === 0);
const post = { expressCompany: '顺丰速运', expressNo: 'SF1234567890123' };

describe('paper invoices', () => {
  it('lists the paper invoices of orders by state, posts one waiting and records its signature', async () => {
    await login('admin');
    const paper = waiting();
    if (!paper) throw new Error('the seed holds a paper invoice waiting to be posted');
    const listed = await pagePaperInvoices({ query: { status: 0, invoiceNo: paper.invoiceNo } });
    expect(listed.records.map((row) => row.id)).toContain(paper.id);
    await expect(signPaperInvoice({ body: { id: paper.id, signUserName: '李采购' } })).rejects.toMatchObject({
      msg: `发票${paper.invoiceNo}当前为“待邮寄”，不能签收`,
    });

    expect(await postPaperInvoice({ body: { id: paper.id, ...post } })).toMatchObject({ status: 1, ...post });
    await expect(postPaperInvoice({ body: { id: paper.id, ...post } })).rejects.toMatchObject({
      msg: `发票${paper.invoiceNo}当前为“已邮寄”，不能邮寄`,
    });
    const signed = await signPaperInvoice({ body: { id: paper.id, signUserName: '李采购' } });
    expect(signed).toMatchObject({ status: 2, signUserName: '李采购' });
    const now = await pagePaperInvoices({ query: { status: 2, invoiceNo: paper.invoiceNo } });
    expect(now.records.find((row) => row.id === paper.id)?.signTime).toBe(signed.signTime);
  });

  it('refuses a malformed tracking number, with nothing changed', async () => {
    await login('admin');
    const paper = waiting();
    await expect(
      postPaperInvoice({ body: { id: paper?.id ?? '', expressCompany: '顺丰速运', expressNo: 'SF-12' } }),
    ).rejects.toMatchObject({ status: 400, msg: '参数错误：expressNo 格式不正确' });
    expect(t.paperInvoices.get(paper?.id ?? '')).toEqual(paper);
  });

  it('refuses the paper invoices to every other role, with nothing changed', async () => {
    const before = t.paperInvoices.all();
    const posted = before.find((row) => row.status === 1);
    for (const account of everyoneButTheAdministrator) {
      await login(account);
      await expect(postPaperInvoice({ body: { id: waiting()?.id ?? '', ...post } })).rejects.toMatchObject({
        status: 403,
      });
      await expect(signPaperInvoice({ body: { id: posted?.id ?? '', signUserName: '李采购' } })).rejects.toMatchObject({
        status: 403,
      });
      await expect(pagePaperInvoices({ query: {} })).rejects.toMatchObject({ status: 403 });
    }
    expect(t.paperInvoices.all()).toEqual(before);
  });
});
