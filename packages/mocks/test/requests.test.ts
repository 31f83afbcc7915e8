// Requests the spec does not describe are refused with a clear 400 (or not served at all) and change nothing.
import { readSession } from '@zc/sdk';
import { describe, expect, it } from 'vitest';
import { seededOrgs } from '../src/domains/accounts/seed.ts';
import { store } from '../src/engine/store.ts';
import { raw, withSession } from './support.ts';

// Signed in once before each test: a sign-in is itself a change (the login log), and tests compare the changes.
withSession('admin');

async function asAdmin(path: string, init: RequestInit = {}) {
  const headers = { authorization: `bearer ${readSession()?.accessToken}`, 'content-type': 'application/json' };
  const answer = await raw(path, { ...init, headers });
  return { status: answer.status, body: await answer.json() };
}

describe('paging', () => {
  it('takes only the names the operation documents: size and current on a page/limit list are refused', async () => {
    const everything = await asAdmin('/api/brands/page?size=100000');
    expect(everything).toEqual({
      status: 400,
      body: { code: 400, msg: '参数错误：不支持分页参数 size，该接口的分页参数为 page、limit', data: null },
    });
    expect((await asAdmin('/api/brands/page?size=abc')).status).toBe(400);
    expect((await asAdmin('/api/brands/page?current=2')).body.msg).toBe(
      '参数错误：不支持分页参数 current，该接口的分页参数为 page、limit',
    );
  });

  it('keeps the documented names within their limits', async () => {
    expect((await asAdmin('/api/brands/page?limit=100000')).body.msg).toMatch(/^参数错误：limit /);
    const page = await asAdmin('/api/brands/page?page=1&limit=5');
    expect(page.status).toBe(200);
    expect(page.body.data.records).toHaveLength(5);
  });

  it('refuses paging names on a call that does not page', async () => {
    expect((await asAdmin('/api/role/all?size=5')).body.msg).toBe('参数错误：不支持分页参数 size，该接口不分页');
  });
});

describe('numbers', () => {
  it('beyond the bounds the spec states (1e308) are refused before they reach a table', async () => {
    const before = JSON.stringify(store.changes());
    const answer = await asAdmin('/api/freight/', {
      method: 'POST',
      body: `{"supplierId":"${seededOrgs.supplier}","ruleName":"超大运费","areaCodes":["110000"],"baseFreight":1e308,"freeThreshold":200}`,
    });
    expect(answer).toEqual({
      status: 400,
      body: { code: 400, msg: '参数错误：baseFreight 不能大于 999999999999.99', data: null },
    });
    expect(JSON.stringify(store.changes())).toBe(before);
    expect((await asAdmin('/api/brands/page?page=1e308')).body.msg).toBe('参数错误：page 不能大于 2147483647');
  });
});

describe('dates', () => {
  it('are real calendar dates, as the spec’s pattern says: a day that does not exist is refused', async () => {
    const add = (holidayDate: string) =>
      asAdmin('/api/holiday/', {
        method: 'POST',
        body: JSON.stringify({ holidayDate, holidayName: '测试假日', dayType: 1 }),
      });
    const before = JSON.stringify(store.changes());
    for (const day of ['2361-88-73', '2026-02-29', '2100-02-29', '2026-04-31'])
      expect(await add(day)).toEqual({
        status: 400,
        body: { code: 400, msg: '参数错误：holidayDate 格式不正确', data: null },
      });
    expect(JSON.stringify(store.changes())).toBe(before);
    expect((await add('2028-02-29')).body.code).toBe(200);
  });
});

describe('what no operation takes', () => {
  const post = (path: string, body: string) =>
    raw(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body });

  it('a method the path does not have: 405 with the path’s methods in Allow', async () => {
    const answer = await raw('/api/rsa/getPublicKey', { method: 'DELETE' });
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe('GET');
    expect(await answer.json()).toEqual({ code: 405, msg: '不支持请求方法 DELETE，该接口支持 GET', data: null });
  });

  it('an escape that decodes to nothing: 400, on spec paths and QA controls alike', async () => {
    for (const path of ['/%FF', '/api/order/%C0%AE%C0%AE', '/__mock/captcha/%E0%A4%A'])
      expect(await (await raw(path)).json()).toEqual({
        code: 400,
        msg: '参数错误：请求地址含有无效的转义字符',
        data: null,
      });
  });

  it('JSON nested deeper than 64 levels: 400 before its fields are checked; 64 levels are read', async () => {
    const nested = (depth: number) =>
      `{"username":"admin","password":"x","extra":${'['.repeat(depth - 1)}${']'.repeat(depth - 1)}}`;
    const deep = await post('/api/login?flag=0', nested(10_000));
    expect(deep.status).toBe(400);
    expect((await deep.json()).msg).toBe('参数错误：请求体嵌套超过 64 层');
    // Brackets inside strings are text, not nesting.
    const inText = await post('/api/login?flag=0', `{"username":"${'['.repeat(100)}","password":"x"}`);
    expect((await inText.json()).msg).not.toMatch(/嵌套/);
    expect((await (await post('/api/login?flag=0', nested(64))).json()).msg).not.toMatch(/嵌套/);
  });

  it('a body past 2 MB: 413 with the envelope', async () => {
    const answer = await post('/api/login?flag=0', `"${'x'.repeat(2 * 1024 * 1024)}"`);
    expect(answer.status).toBe(413);
    expect(await answer.json()).toEqual({ code: 413, msg: '请求体过大：不能超过 2 MB', data: null });
  });
});
