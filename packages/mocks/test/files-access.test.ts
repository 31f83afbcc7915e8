// Who reads and who deletes a stored file: pictures of the public buckets are anyone's; a business attachment is read
// by its uploader, administrators and the parties of its record, and a file is deleted only by its uploader or an
// administrator.
import { readSession, removeFilesByUrls, uploadFile, uploadOrderInvoice } from '@zc/sdk';
import { describe, expect, it } from 'vitest';
import { seededOrgs } from '../src/domains/accounts/seed.ts';
import { seededFiles } from '../src/domains/files/seed.ts';
import { seededOrder } from '../src/domains/orders/contract.ts';
import { platformTables } from '../src/tables/platform.ts';
import { login, raw, withSession } from './support.ts';

withSession();

const pdf = () => new File([new Uint8Array([0x25, 0x50, 0x44, 0x46, 7])], '购销合同.pdf');
const bearer = () => ({ authorization: `bearer ${readSession()?.accessToken}` });

/** GET of a file url as `account` (anonymous when left out): its HTTP status and, for a refusal, its message. */
async function readAs(url: string, account?: string) {
  if (account) await login(account);
  const answer = await raw(url, account ? { headers: bearer() } : {});
  return answer.ok ? { status: answer.status } : { status: answer.status, msg: (await answer.json()).msg };
}

const missing = { status: 401, msg: '该附件须登录后查看，请先登录' };
const forbidden = { status: 403, msg: '无权查看该附件：仅上传人、相关业务双方和管理员可以查看' };

describe('reading a file', () => {
  it('serves the public buckets’ pictures without a token', async () => {
    const logo = platformTables.files.get(seededFiles.logo);
    expect(logo?.fileType).toBe('image');
    expect(await readAs(logo?.url ?? '')).toEqual({ status: 200 });
  });

  it('serves a business attachment to its uploader and administrators only, refusing anyone else', async () => {
    await login('gys01');
    const contract = await uploadFile({ body: { file: pdf(), fileType: 'contract' } });
    const url = contract.url ?? '';
    expect(await readAs(url)).toEqual(missing);
    expect(await readAs(url, 'bendi01')).toEqual(forbidden);
    expect(await readAs(url, 'caigou01')).toEqual(forbidden);
    expect(await readAs(url, 'gys01')).toEqual({ status: 200 });
    expect(await readAs(url, 'admin')).toEqual({ status: 200 });
    const download = await raw(`/api/file/download/contract/${contract.id}`, { headers: bearer() });
    expect(download.status).toBe(200);
    await login('bendi01');
    expect((await raw(`/api/file/download/contract/${contract.id}`, { headers: bearer() })).status).toBe(403);
  });

  it('serves an order’s invoice to the buyer’s organisation as well as the supplier, and to no other supplier', async () => {
    await login('gys01');
    const order = seededOrder(7, (row) => row.purchaserId === seededOrgs.purchaser);
    const invoice = await uploadOrderInvoice({
      body: { orderId: order.id, invoiceNo: '04471299', invoiceAmount: 100, file: pdf() },
    });
    const url = invoice.file?.url ?? '';
    expect(url).toMatch(/^\/api\/file\/getOne\/invoice\//);
    expect(await readAs(url, 'caigou02')).toEqual({ status: 200 });
    expect(await readAs(url, 'bendi01')).toEqual(forbidden);
  });
});

describe('deleting a file', () => {
  it('refuses anyone but the uploader or an administrator, by path or by url, and deletes nothing', async () => {
    await login('gys01');
    const mine = await uploadFile({ body: { file: pdf(), fileType: 'certificate' } });
    const path = `/api/file/remove/certificate/${mine.id}`;
    const seeded = platformTables.files.get(seededFiles.licence);
    for (const account of ['bendi01', 'caigou01']) {
      await login(account);
      const answer = await raw(path, { method: 'DELETE', headers: bearer() });
      expect(answer.status, account).toBe(403);
      expect(await answer.json()).toEqual({ code: 403, msg: '只能删除自己上传的文件', data: null });
      await expect(removeFilesByUrls({ body: [mine.url ?? ''] })).rejects.toMatchObject({ status: 403 });
    }
    // A seeded file has no uploader: only an administrator deletes it.
    await login('gys01');
    await expect(removeFilesByUrls({ body: [seeded?.url ?? ''] })).rejects.toMatchObject({ status: 403 });
    expect(platformTables.files.get(mine.id)).toBeDefined();
    expect(platformTables.fileBytes.get(mine.id)).toBeDefined();
    expect(platformTables.files.get(seededFiles.licence)).toBeDefined();

    expect((await raw(path, { method: 'DELETE', headers: bearer() })).status).toBe(200);
    expect(platformTables.files.get(mine.id)).toBeUndefined();
    await login('admin');
    await removeFilesByUrls({ body: [seeded?.url ?? ''] });
    expect(platformTables.files.get(seededFiles.licence)).toBeUndefined();
  });
});
